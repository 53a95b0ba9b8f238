import type { TUsdtChain } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../../db/database.ts';
import type { TChainAdapter } from './chain-adapter.ts';

/** Blocks read per chain per tick: bounds one tick's work after a long pause. */
export const maxBlocksPerTick = 5_000;

/**
 * Reads the blocks since the chain's cursor and records the transfers to our addresses (a
 * player's derived address, or the chain's shared address) as pending. A transfer seen again is
 * the same row; one re-organised away earlier (dropped) and mined again becomes pending again
 * at its new height. The cursor only moves forward (GREATEST), so two instances reading the same
 * blocks record each transfer once.
 */
export async function recordTransfers(
  deps: { db: TDatabase; adapter: TChainAdapter; now: number },
  chain: TUsdtChain,
  head: number,
): Promise<number> {
  const [cursorRow] = await deps.db.query<{ height: string }>(
    `SELECT height::text FROM usdt_chain_cursors WHERE chain = $1`,
    [chain],
  );
  const from = cursorRow ? Number(cursorRow.height) + 1 : 0;
  const to = Math.min(head, from + maxBlocksPerTick - 1);
  if (to < from) return 0;
  const transfers = await deps.adapter.transfers(chain, from, to);
  const moveCursor = (db: TQueryable) =>
    db.query(
      `INSERT INTO usdt_chain_cursors (chain, height) VALUES ($1, $2)
       ON CONFLICT (chain) DO UPDATE SET height = GREATEST(usdt_chain_cursors.height, $2)`,
      [chain, to],
    );
  // Most blocks carry nothing for us: then the cursor alone moves, one statement, no transaction
  // (the watcher reads every chain each second).
  if (transfers.length === 0) {
    await moveCursor(deps.db);
    return 0;
  }
  let recorded = 0;
  await deps.db.transaction(async (tx) => {
    for (const transfer of transfers) {
      const inserted = await tx.query(
        `INSERT INTO usdt_chain_transfers
           (chain, tx_id, to_address, memo, amount_micro, block_height, block_at, seen_at, state)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, 'pending'
          WHERE EXISTS (SELECT 1 FROM usdt_deposit_addresses WHERE chain = $1 AND address = $3)
             OR EXISTS (SELECT 1 FROM usdt_chain_settings WHERE chain = $1 AND shared_address = $3)
         ON CONFLICT (chain, tx_id) DO UPDATE
           SET state = 'pending', block_height = EXCLUDED.block_height,
               block_at = EXCLUDED.block_at, seen_at = EXCLUDED.seen_at
           WHERE usdt_chain_transfers.state = 'dropped'
         RETURNING id`,
        [
          chain,
          transfer.txId,
          transfer.toAddress,
          transfer.memo,
          transfer.amountMicro,
          transfer.blockHeight,
          transfer.blockAt,
          deps.now,
        ],
      );
      recorded += inserted.length;
    }
    await moveCursor(tx);
  });
  return recorded;
}
