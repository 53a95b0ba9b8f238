import type { TQueryable } from '../../db/database.ts';
import { money, type TMoney } from './wallet-service.ts';

/** Every ledger account of a user, by kind (main wallet, bonus, holds), for administrators. */
export interface TUserBalances {
  main: TMoney;
  bonus: TMoney;
  betHolds: TMoney;
  scheduleHolds: TMoney;
  pendingWithdrawals: TMoney;
}

/** The columns of `userBalancesSql`, as the driver returns them. */
export interface TUserBalancesRow {
  main: bigint;
  bonus: bigint;
  bet_holds: bigint;
  schedule_holds: bigint;
  pending_withdrawals: bigint;
}

/**
 * One row of the user's balances by kind (0 for an account the user has not opened), for the user
 * whose id is the SQL expression `userId`: a subquery for another statement to join LATERAL, so
 * that a page reads its account and its balances in one round trip (the administrators' player
 * page, auth/read-player-head.ts). Always one row: an aggregate without GROUP BY.
 */
export const userBalancesSql = (userId: string) =>
  `SELECT coalesce(sum(balance) FILTER (WHERE kind = 'player'), 0)::bigint AS main,
          coalesce(sum(balance) FILTER (WHERE kind = 'bonus'), 0)::bigint AS bonus,
          coalesce(sum(balance) FILTER (WHERE kind = 'bet_holds'), 0)::bigint AS bet_holds,
          coalesce(sum(balance) FILTER (WHERE kind = 'schedule_holds'), 0)::bigint AS schedule_holds,
          coalesce(sum(balance) FILTER (WHERE kind = 'pending_withdrawals'), 0)::bigint
            AS pending_withdrawals
     FROM ledger_accounts WHERE user_id = ${userId}`;

export const userBalancesOf = (row: TUserBalancesRow): TUserBalances => ({
  main: money(row.main),
  bonus: money(row.bonus),
  betHolds: money(row.bet_holds),
  scheduleHolds: money(row.schedule_holds),
  pendingWithdrawals: money(row.pending_withdrawals),
});

/** The main wallet balance of each of the users (0 for one without a wallet). */
export async function mainBalances(
  db: TQueryable,
  userIds: readonly number[],
): Promise<Map<number, TMoney>> {
  const rows = await db.query<{ user_id: number; balance: bigint }>(
    `SELECT user_id, balance FROM ledger_accounts WHERE user_id = ANY($1::int[]) AND kind = 'player'`,
    [userIds],
  );
  return new Map(rows.map((row) => [row.user_id, money(row.balance)]));
}
