import type { TQueryable } from '../../db/database.ts';

/** Wins held for review and not yet decided (the dashboard's queue; partial index on held). */
export async function countHeldWins(db: TQueryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM risk_win_holds WHERE state = 'held'`,
  );
  return row?.n ?? 0;
}
