import type { TQueryable } from '../../../db/database.ts';

/**
 * A player's main-wallet balance as of an instant: the sum of the account's ledger entries made
 * before it. Summing, rather than reading the last entry's balance_after, stays exact even when
 * entries' times are not in the order of their versions (each posting carries its caller's time).
 * The statement index (account_id, created_at) serves the range.
 */
export async function mainBalanceAt(
  db: TQueryable,
  query: { userId: number; beforeMs: number },
): Promise<bigint> {
  const [row] = await db.query<{ total: bigint | null }>(
    `SELECT sum(e.amount) AS total
       FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.user_id = $1 AND a.kind = 'player' AND e.created_at < $2`,
    [query.userId, query.beforeMs],
  );
  return BigInt(row?.total ?? 0n);
}
