import { depositOrderNo, depositStates, parseUsdtMicro } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import type { TReconciliationSource } from '../../reconciliation/reconciliation-source.ts';
import type { TChainAdapter } from './chain-adapter.ts';
import { readChainSettings } from './usdt-settings.ts';

/** USDT millionths as the records' Amount: thousandths of a USDT (see chainSources). */
const toThousandths = (micro: bigint) => micro / 1000n;

/**
 * Each chain that takes deposits as a reconciliation source. Their side: the USDT transfers to
 * our addresses (a player's, or the shared one) in blocks made in the window, settled once they
 * have the chain's confirmations. Our side: the deposit orders that the watcher credited or sent
 * to review with a transfer of the window, at the USDT amount the ledger credit was for. Pairs are
 * by transaction id: a transfer nobody credited is missing on our side, a credit whose transfer
 * the chain no longer has (a re-organisation after crediting) is missing on theirs.
 *
 * Amount is in thousandths of a USDT on both sides (not currency: a chain knows no rate); the
 * watcher credits only exact amounts, so what the truncation hides is below 0.001 USDT.
 */
export async function chainSources(deps: {
  db: TQueryable;
  chainAdapter?: TChainAdapter | undefined;
}): Promise<TReconciliationSource[]> {
  const adapter = deps.chainAdapter;
  if (!adapter) return [];
  const settings = await readChainSettings(deps.db);
  return settings
    .filter((setting) => setting.xpub !== null || setting.sharedAddress !== null)
    .map((setting) => ({
      name: `chain:${setting.chain}`,
      kind: 'chain' as const,
      async listRecords(fromMs, toMs) {
        const head = await adapter.head(setting.chain);
        const from = Math.max(0, (await adapter.heightAt(setting.chain, fromMs)) + 1);
        const to = Math.min(head, await adapter.heightAt(setting.chain, toMs));
        if (to < from) return [];
        const transfers = (await adapter.transfers(setting.chain, from, to)).filter(
          (transfer) => transfer.blockAt >= fromMs && transfer.blockAt < toMs,
        );
        const ours = new Set(
          (
            await deps.db.query<{ address: string }>(
              `SELECT address FROM usdt_deposit_addresses WHERE chain = $1 AND address = ANY($2)`,
              [setting.chain, transfers.map((transfer) => transfer.toAddress)],
            )
          ).map((row) => row.address),
        );
        return transfers
          .filter((t) => ours.has(t.toAddress) || t.toAddress === setting.sharedAddress)
          .map((transfer) => ({
            ExternalRef: transfer.txId,
            ...(transfer.memo ? { OrderNo: transfer.memo } : {}),
            Amount: toThousandths(transfer.amountMicro),
            At: transfer.blockAt,
            State: head - transfer.blockHeight + 1 >= setting.confirmations ? 'settled' : 'pending',
          }));
      },
      async listOurRecords(db, fromMs, toMs) {
        const rows = await db.query<{
          tx_id: string;
          order_id: string;
          crypto_amount: string | null;
          state: number;
          block_at: string;
        }>(
          `SELECT t.tx_id, o.id::text AS order_id, o.crypto_amount::text, o.state,
                  t.block_at::text
             FROM usdt_chain_transfers t JOIN deposit_orders o ON o.id = t.order_id
            WHERE t.chain = $1 AND t.block_at >= $2 AND t.block_at < $3
              AND t.state IN ('credited', 'review')
            ORDER BY t.id`,
          [setting.chain, fromMs, toMs],
        );
        return rows.map((row) => ({
          ExternalRef: row.tx_id,
          OrderNo: depositOrderNo(row.order_id),
          Amount: toThousandths(parseUsdtMicro(row.crypto_amount ?? '0') ?? 0n),
          At: Number(row.block_at),
          State: row.state === depositStates.confirm ? 'settled' : 'pending',
        }));
      },
    }));
}
