import { randomBytes } from 'node:crypto';
import {
  commitmentOf,
  drawnFormatOf,
  issueNumberText,
  miaoMiaoDraw,
  type TIssueNumberText,
} from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';

/**
 * MiaoMiao (秒秒彩) seed pairs, provably fair per bet (packages/lottery provably-fair.ts): each
 * player has one open pair, a secret 32-byte server seed whose SHA-256 the player sees first and
 * a client seed the player may choose; bet n under the pair draws miaoMiaoDraw(seed, client seed,
 * nonce n). Rotating retires the pair and reveals its seed, so every draw made under it can be
 * recomputed; a revealed pair never draws again (every draw takes its nonce with a guard on
 * revealed_at, so a rotation and a bet racing each other cannot share a seed already shown).
 */

export interface TSeedPair {
  commitment: string;
  clientSeed: string;
  nextNonce: number;
}

export interface TRevealedPair {
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  /** Draws made under the pair: nonces 0 to noncesUsed − 1. */
  noncesUsed: number;
}

export interface TInstantDraw extends TIssueNumberText {
  serverSeedCommitment: string;
  clientSeed: string;
  nonce: number;
}

interface TPairRow {
  server_seed: string;
  commitment: string;
  client_seed: string;
  next_nonce: number;
}

/** A default client seed, until the player picks one: 16 hex characters. */
const randomClientSeed = () => randomBytes(8).toString('hex');

const pairOf = (row: TPairRow): TSeedPair => ({
  commitment: row.commitment,
  clientSeed: row.client_seed,
  nextNonce: row.next_nonce,
});

/** Opens a pair unless the player has one (a concurrent opener's pair is kept). */
async function openPair(tx: TQueryable, userId: number, clock: TClock, clientSeed: string) {
  const serverSeed = randomBytes(32).toString('hex');
  await tx.query(
    `INSERT INTO miaomiao_seed_pairs (user_id, server_seed, commitment, client_seed, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) WHERE revealed_at IS NULL DO NOTHING`,
    [userId, serverSeed, commitmentOf(serverSeed), clientSeed, clock.now()],
  );
}

const openPairSql = `SELECT server_seed, commitment, client_seed, next_nonce
  FROM miaomiao_seed_pairs WHERE user_id = $1 AND revealed_at IS NULL`;

async function readOpenPair(tx: TQueryable, userId: number): Promise<TPairRow> {
  const [row] = await tx.query<TPairRow>(openPairSql, [userId]);
  if (!row) throw new Error(`user ${userId} has no open MiaoMiao seed pair after opening one`);
  return row;
}

/** The player's open pair, opened with a fresh seed and a random client seed if none is. */
export async function currentSeedPair(
  tx: TQueryable,
  userId: number,
  clock: TClock,
): Promise<TSeedPair> {
  const [open] = await tx.query<TPairRow>(openPairSql, [userId]);
  if (open) return pairOf(open);
  await openPair(tx, userId, clock, randomClientSeed());
  return pairOf(await readOpenPair(tx, userId));
}

/**
 * Retires the open pair (revealing its seed; null when there was none) and opens a new one with
 * the client seed given, or a random one.
 */
export async function rotateSeedPair(
  tx: TQueryable,
  userId: number,
  clock: TClock,
  clientSeed?: string,
): Promise<{ revealed: TRevealedPair | null; current: TSeedPair }> {
  const [old] = await tx.query<TPairRow>(
    `UPDATE miaomiao_seed_pairs SET revealed_at = $2
      WHERE user_id = $1 AND revealed_at IS NULL
      RETURNING server_seed, commitment, client_seed, next_nonce`,
    [userId, clock.now()],
  );
  await openPair(tx, userId, clock, clientSeed ?? randomClientSeed());
  return {
    revealed: old
      ? {
          serverSeed: old.server_seed,
          commitment: old.commitment,
          clientSeed: old.client_seed,
          noncesUsed: old.next_nonce,
        }
      : null,
    current: pairOf(await readOpenPair(tx, userId)),
  };
}

/** Takes the open pair's next nonce, or nothing when no pair is open. */
async function takeNonce(tx: TQueryable, userId: number) {
  const [row] = await tx.query<TPairRow>(
    `UPDATE miaomiao_seed_pairs SET next_nonce = next_nonce + 1
      WHERE user_id = $1 AND revealed_at IS NULL
      RETURNING server_seed, commitment, client_seed, next_nonce - 1 AS next_nonce`,
    [userId],
  );
  return row;
}

/**
 * One instant draw for one MiaoMiao ticket of the category (the betting module's call, inside the
 * bet's transaction): the pair's next nonce, taken atomically, and the numbers drawn with it.
 */
export async function nextInstantDraw(
  tx: TQueryable,
  userId: number,
  categoryId: number,
  clock: TClock,
): Promise<TInstantDraw> {
  let row = await takeNonce(tx, userId);
  if (!row) {
    await openPair(tx, userId, clock, randomClientSeed());
    row = await takeNonce(tx, userId);
  }
  if (!row) throw new Error(`user ${userId} has no open MiaoMiao seed pair after opening one`);
  const numbers = miaoMiaoDraw(
    drawnFormatOf(categoryId),
    row.server_seed,
    row.client_seed,
    row.next_nonce,
  );
  return {
    serverSeedCommitment: row.commitment,
    clientSeed: row.client_seed,
    nonce: row.next_nonce,
    ...issueNumberText(categoryId, numbers),
  };
}
