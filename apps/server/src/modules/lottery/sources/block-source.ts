/**
 * Public entropy from a blockchain (ARCHITECTURE "Draws", research brief §5): the draw engine binds
 * each issue in advance to "the first block at or after the draw time". Fair games mix that
 * block's hash into the HMAC stream of their committed seed; hash games take it as the winning
 * number. Nobody knows the hash before the block exists, and the draw time lies after the seal,
 * so no insider knows a result while bets are taken, and the operator cannot choose the block.
 *
 * This is the adapter a real chain client implements (the server runs with the sandbox chain,
 * sandbox-chain.ts, because no chain node is reachable from here). A TRON or Ethereum adapter:
 * - finds the first block whose timestamp is ≥ timeMs (TRON produces one every 3 s, so the height
 *   follows from a recent block's height and time; Ethereum every 12 s; confirm by reading the
 *   block and stepping back or forward until it is the first);
 * - returns it only once it is final (TRON: solidified; Ethereum: the `finalized` tag), so that a
 *   reorganisation can never change the entropy of an issue already drawn, and null before;
 * - returns the same block every time it is asked (the draw proof recomputes from it);
 * - gives the hash as 64 lower-case hex characters without `0x`, and the height the explorer shows,
 *   so that `${name}#${height}` (stored as the entropy_ref) finds it on a block explorer.
 * It may throw on a network failure; the scheduler logs that and asks again on its next tick, and
 * cancels the issue if no block arrives before the game's result timeout.
 */

export interface TBlock {
  height: bigint | number;
  /** 64 lower-case hex characters, no `0x`. */
  hash: string;
  /** The block's timestamp, epoch ms. */
  timeMs: number;
}

export interface TBlockSource {
  /** Short, stable chain name ('sandbox', 'tron', 'eth'): the part before '#' in entropy_ref. */
  readonly name: string;
  /** The first final block whose time is at or after timeMs; null when none exists yet. */
  blockAtOrAfter(timeMs: number): Promise<TBlock | null>;
}

/** What an adapter must return as a hash (see above). */
export const isLowerHexHash = (hash: string) => /^[0-9a-f]{64}$/.test(hash);

/** The entropy_ref: where anyone finds the block, e.g. 'sandbox#590712345'. */
export const blockReference = (source: TBlockSource, block: TBlock) =>
  `${source.name}#${String(block.height)}`;
