import {
  usdtWithdrawStates,
  withdrawStates,
  withdrawTypes,
  type TAdminWithdrawal,
  type TWithdrawal,
} from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { maskNumber } from './payout-accounts/card-number.ts';

export interface TWithdrawalRow {
  id: string;
  order_no: string;
  user_id: number;
  login_id: string;
  type: number;
  payout_account_id: number;
  amount: bigint;
  fee: bigint;
  state: number;
  created_at: bigint;
  decided_at: bigint | null;
  reason: string | null;
  payout_ref: string | null;
  settled: boolean;
  provider: string;
  account_number: string;
  holder_name: string | null;
  branch: string | null;
}

export const withdrawalColumns = `w.id::text AS id, w.order_no, w.user_id, u.login_id, w.type,
  w.payout_account_id, w.amount, w.fee, w.state, w.created_at, w.decided_at, w.reason,
  w.payout_ref, w.settled, a.provider, a.account_number, a.holder_name, a.branch`;
export const withdrawalJoins = `withdrawals w JOIN users u ON u.id = w.user_id
  JOIN payout_accounts a ON a.id = w.payout_account_id`;

const { waiting, confirm, cancel, failed, thirdPartyFailed } = withdrawStates;

/** A USDT withdrawal's state in the USDT words of SPEC §4 (its own list, shown to the player). */
export function usdtStateOf(state: number): number {
  if (state === waiting) return usdtWithdrawStates.waiting;
  if (state === confirm) return usdtWithdrawStates.success;
  if (state === cancel) return usdtWithdrawStates.cancel;
  if (state === failed || state === thirdPartyFailed) return usdtWithdrawStates.fail;
  return usdtWithdrawStates.handle;
}

export const toWithdrawal = (row: TWithdrawalRow): TWithdrawal => ({
  Id: Number(row.id),
  OrderNo: row.order_no,
  Type: row.type,
  State: row.state,
  UsdtState: row.type === withdrawTypes.usdt ? usdtStateOf(row.state) : null,
  Amount: BigInt(row.amount),
  Fee: BigInt(row.fee),
  Provider: row.provider,
  MaskedNumber: maskNumber(row.account_number),
  Reason: row.reason,
  CreatedAt: Number(row.created_at),
  DecidedAt: row.decided_at === null ? null : Number(row.decided_at),
});

export const toAdminWithdrawal = (row: TWithdrawalRow): TAdminWithdrawal => ({
  ...toWithdrawal(row),
  LoginId: row.login_id,
  HolderName: row.holder_name,
  AccountNumber: row.account_number,
  Branch: row.branch,
  PayoutRef: row.payout_ref,
});

export async function readWithdrawal(db: TQueryable, id: string | number) {
  const [row] = await db.query<TWithdrawalRow>(
    `SELECT ${withdrawalColumns} FROM ${withdrawalJoins} WHERE w.id = $1`,
    [id],
  );
  return row ?? null;
}
