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

export async function userBalances(db: TQueryable, userId: number): Promise<TUserBalances> {
  const rows = await db.query<{ kind: string; balance: bigint }>(
    'SELECT kind, balance FROM ledger_accounts WHERE user_id = $1',
    [userId],
  );
  const of = (kind: string) => money(rows.find((row) => row.kind === kind)?.balance ?? 0n);
  return {
    main: of('player'),
    bonus: of('bonus'),
    betHolds: of('bet_holds'),
    scheduleHolds: of('schedule_holds'),
    pendingWithdrawals: of('pending_withdrawals'),
  };
}

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
