import type { TQueryable } from '../../db/database.ts';

/**
 * The net amount of a player's main-wallet lines of some cash-flow types over [fromMs, toMs): the
 * wallet's answer to "how much did this player deposit (or bet) in this period" for modules that
 * set conditions on it (activities), so they need not read the ledger's tables.
 */
export async function sumCashFlow(
  db: TQueryable,
  query: { userId: number; types: readonly number[]; fromMs: number; toMs: number },
): Promise<bigint> {
  const [row] = await db.query<{ total: bigint | null }>(
    `SELECT sum(e.amount) AS total
       FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.user_id = $1 AND a.kind = 'player' AND e.cash_flow_type = ANY($2::smallint[])
        AND e.created_at >= $3 AND e.created_at < $4`,
    [query.userId, query.types, query.fromMs, query.toMs],
  );
  return BigInt(row?.total ?? 0n);
}
