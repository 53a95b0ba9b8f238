import type { TQueryable } from '../../../db/database.ts';

/**
 * A player's bets on KENO games (lottery_games.family 'keno', packages/lottery's Keno category)
 * placed in [fromMs, toMs), cancelled tickets (state 1) left out: the period's KENO turnover.
 */
export async function kenoTurnover(
  db: TQueryable,
  query: { userId: number; fromMs: number; toMs: number },
): Promise<bigint> {
  const [row] = await db.query<{ total: bigint | null }>(
    `SELECT sum(t.amount) AS total
       FROM bet_tickets t JOIN lottery_games g ON g.id = t.game_id
      WHERE t.user_id = $1 AND g.family = 'keno' AND t.state <> 1
        AND t.created_at >= $2 AND t.created_at < $3`,
    [query.userId, query.fromMs, query.toMs],
  );
  return BigInt(row?.total ?? 0n);
}
