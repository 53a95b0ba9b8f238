import type { TUsdtChain } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import { periodicJob } from '../../../jobs/periodic-job.ts';
import type { TClock } from '../../../platform/clock.ts';
import type { TChainAdapter } from './chain-adapter.ts';
import { recordTransfers } from './record-transfers.ts';
import { settleTransfer, type TSettlement } from './settle-transfer.ts';
import { readChainSettings } from './usdt-settings.ts';

export interface TChainWatcherDeps {
  db: TDatabase;
  clock: TClock;
  adapter: TChainAdapter;
  logger?: { error(details: object, message: string): void };
  /** Told after a tick that credited something (the outbox relay, to send wallet events now). */
  onCredited?: () => void;
}

export type TWatchTally = Record<TSettlement | 'recorded' | 'dropped', number>;

interface TPendingRow {
  id: bigint;
  tx_id: string;
  to_address: string;
  memo: string | null;
  amount_micro: bigint;
  block_height: string;
  block_at: string;
}

/**
 * One chain: record new transfers, then walk the pending ones. A transfer the chain no longer
 * has (re-organised away) is dropped and credits nothing: its order stays open for the payment
 * to come again. One with the chain's confirmations is settled (settle-transfer.ts). Safe on
 * every instance at once: recording is idempotent and settling is guarded by the transfer's row.
 */
async function watchChain(
  deps: TChainWatcherDeps,
  chain: TUsdtChain,
  confirmations: number,
  sharedAddress: string | null,
  tally: TWatchTally,
) {
  const now = deps.clock.now();
  const head = await deps.adapter.head(chain);
  tally.recorded += await recordTransfers({ ...deps, now }, chain, head);
  const pending = await deps.db.query<TPendingRow>(
    `SELECT id, tx_id, to_address, memo, amount_micro, block_height::text, block_at::text
       FROM usdt_chain_transfers WHERE chain = $1 AND state = 'pending' ORDER BY id`,
    [chain],
  );
  for (const row of pending) {
    const located = await deps.adapter.locate(chain, row.tx_id);
    if (!located) {
      const dropped = await deps.db.query(
        `UPDATE usdt_chain_transfers SET state = 'dropped', decided_at = $2
          WHERE id = $1 AND state = 'pending' RETURNING id`,
        [row.id, now],
      );
      tally.dropped += dropped.length;
      continue;
    }
    if (head - located.blockHeight + 1 < confirmations) continue;
    const settled = await settleTransfer(
      deps.db,
      {
        id: row.id,
        chain,
        txId: row.tx_id,
        toAddress: row.to_address,
        memo: row.memo,
        amountMicro: BigInt(row.amount_micro),
        blockAt: Number(row.block_at),
        shared: sharedAddress !== null && row.to_address === sharedAddress,
      },
      now,
    );
    if (settled) tally[settled] += 1;
  }
}

/**
 * The chain watcher: every tick, each chain that takes deposits is read through its adapter
 * (transfers to our addresses since the cursor, confirmations, canonical or not) and confirmed
 * transfers credit their orders through creditDeposit, exactly once; wrong amounts and late
 * payments go to finance's review, transfers nobody ordered to the unmatched list.
 */
export function createChainWatcher(deps: TChainWatcherDeps) {
  return periodicJob(
    async (): Promise<TWatchTally> => {
      const tally: TWatchTally = { recorded: 0, dropped: 0, credited: 0, review: 0, unmatched: 0 };
      const settings = await readChainSettings(deps.db);
      for (const setting of settings) {
        if (setting.xpub === null && setting.sharedAddress === null) continue;
        await watchChain(deps, setting.chain, setting.confirmations, setting.sharedAddress, tally);
      }
      if (tally.credited > 0) deps.onCredited?.();
      return tally;
    },
    (error) => deps.logger?.error({ err: error }, 'chain watcher tick failed'),
  );
}
