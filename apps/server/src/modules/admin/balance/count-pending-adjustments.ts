import type { TQueryable } from '../../../db/database.ts';

/** Balance adjustments waiting for a checker (the dashboard's queue; partial index on pending). */
export async function countPendingAdjustments(db: TQueryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM balance_adjustments WHERE state = 'pending'`,
  );
  return row?.n ?? 0;
}
