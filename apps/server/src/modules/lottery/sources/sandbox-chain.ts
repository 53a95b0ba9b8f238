import { randomBytes } from 'node:crypto';
import type { TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import type { TBlock, TBlockSource } from './block-source.ts';

/** The sandbox chain produces a block every 3 s, like TRON. */
export const sandboxBlockIntervalMs = 3000;

export const sandboxChainName = 'sandbox';

/**
 * The development chain (block-source.ts): block h has time h × 3 s, so the first block at or
 * after t is h = ceil(t / 3 s). A block exists only once the injected clock has reached its time.
 * Its hash comes from node:crypto the first time anyone reads it and is kept in
 * sandbox_chain_blocks: INSERT … ON CONFLICT DO NOTHING, then SELECT when the block was there
 * already, so that several server instances reading at once agree on one hash (a concurrent
 * insert waits for the other's commit and yields to it) and a restart keeps it.
 *
 * Unlike a public chain, the operator could in principle see (or pick) these hashes: the sandbox
 * stands in for the adapter so the product runs on one machine; production plugs in a real chain.
 *
 * `db` must be the database itself, never an open transaction: each block is committed on its own,
 * so a hash once read cannot be rolled back and drawn again differently.
 */
export function createSandboxChain(deps: { db: TQueryable; clock: TClock }): TBlockSource {
  const { db, clock } = deps;
  const read = async (height: number) => {
    const [row] = await db.query<{ hash: string }>(
      'SELECT hash FROM sandbox_chain_blocks WHERE height = $1',
      [height],
    );
    return row?.hash;
  };
  return {
    name: sandboxChainName,
    async blockAtOrAfter(timeMs: number): Promise<TBlock | null> {
      if (!Number.isFinite(timeMs)) throw new RangeError('timeMs is a finite number');
      const height = Math.max(0, Math.ceil(timeMs / sandboxBlockIntervalMs));
      const blockTime = height * sandboxBlockIntervalMs;
      if (blockTime > clock.now()) return null;
      // Insert first: the scheduler mostly reads blocks nobody has read yet (one query then).
      const [inserted] = await db.query<{ hash: string }>(
        `INSERT INTO sandbox_chain_blocks (height, block_time, hash) VALUES ($1, $2, $3)
         ON CONFLICT (height) DO NOTHING RETURNING hash`,
        [height, blockTime, randomBytes(32).toString('hex')],
      );
      const hash = inserted?.hash ?? (await read(height));
      if (hash === undefined) throw new Error(`sandbox block ${height} vanished`);
      return { height, hash, timeMs: blockTime };
    },
  };
}
