import type { TQueryable } from '../../db/database.ts';

/**
 * The win-hold threshold settlement judges a game's prizes against (thousandths): the game's own,
 * else the site-wide one (game_id NULL), else null (nothing is held). Read once per issue by
 * settlement's plan, so a change applies from the next issue settled.
 */
export async function winHoldThresholdOf(db: TQueryable, gameId: number): Promise<bigint | null> {
  const [row] = await db.query<{ threshold: bigint }>(
    `SELECT threshold FROM risk_win_hold_thresholds
      WHERE game_id = $1 OR game_id IS NULL
      ORDER BY game_id NULLS LAST LIMIT 1`,
    [gameId],
  );
  return row ? BigInt(row.threshold) : null;
}
