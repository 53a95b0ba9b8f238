import { withdrawStates, type TWithdrawStateName } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { payHold, returnHold, type THeld } from './withdraw-holds.ts';
import { withdrawalColumns, withdrawalJoins, type TWithdrawalRow } from './withdrawal-rows.ts';

/**
 * The state machine of a withdrawal (SPEC §4). Every transition starts by locking the row and
 * checking its state, so of two racing decisions (two finance clicks, a reject and a payout
 * notification) one finds the state it expects and the other is refused or finds it done:
 *
 *   waiting ──approve──▶ thirdPartyCreateOrder ──accepted──▶ thirdPartyHandle ──paid──▶ confirm
 *      │                        │  (no answer: resubmitted)        │ └────failed──▶ thirdPartyFailed
 *      │                        └──rejected by the provider──▶ thirdPartyFailed
 *      ├──player cancels / finance rejects──▶ cancel
 *      └──finance marks paid off-platform──▶ confirm
 *
 * confirm pays the hold to the house; cancel and the failures return it; `settled` makes either
 * happen once.
 */

export const stateName = (state: number) =>
  (Object.keys(withdrawStates) as TWithdrawStateName[]).find(
    (name) => withdrawStates[name] === state,
  ) ?? String(state);

export async function lockWithdrawal(
  tx: TQueryable,
  where: { id: number } | { orderNo: string },
): Promise<TWithdrawalRow | null> {
  const [row] = await tx.query<TWithdrawalRow>(
    `SELECT ${withdrawalColumns} FROM ${withdrawalJoins}
      WHERE ${'id' in where ? 'w.id = $1' : 'w.order_no = $1'} FOR UPDATE OF w`,
    ['id' in where ? where.id : where.orderNo],
  );
  return row ?? null;
}

export function expectState(
  row: TWithdrawalRow,
  expected: readonly number[],
): TResult<TWithdrawalRow> {
  if (row.settled || !expected.includes(row.state))
    return fail('WithdrawStateChanged', { expected: expected.map(stateName).join('/') });
  return succeed(row);
}

const heldOf = (row: TWithdrawalRow): THeld => ({
  id: row.id,
  userId: row.user_id,
  orderNo: row.order_no,
  amount: BigInt(row.amount),
  fee: BigInt(row.fee),
});

export interface TFinalState {
  state: number;
  reason: string | null;
  by: number | null;
  now: number;
}

/**
 * Moves a locked, unsettled withdrawal to a final state and its hold with it: to the house for
 * confirm, back to the player otherwise. The caller has checked the state (expectState).
 */
export async function finish(tx: TQueryable, row: TWithdrawalRow, final: TFinalState) {
  const updated = await tx.query(
    `UPDATE withdrawals SET state = $2, reason = $3, decided_by = coalesce($4, decided_by),
            decided_at = $5, settled = true
      WHERE id = $1 AND NOT settled RETURNING 1`,
    [row.id, final.state, final.reason, final.by, final.now],
  );
  if (updated.length !== 1) throw new Error(`withdrawal ${row.id} was settled under its lock`);
  if (final.state === withdrawStates.confirm) await payHold(tx, heldOf(row), final.now);
  else await returnHold(tx, heldOf(row), final.now);
  return {
    ...row,
    state: final.state,
    reason: final.reason,
    decided_at: BigInt(final.now),
    settled: true,
  };
}

/** A state change that moves no money (handing to the provider, its acceptance). */
export async function moveTo(
  tx: TQueryable,
  row: TWithdrawalRow,
  change: { state: number; by?: number; payoutRef?: string; now: number },
): Promise<TWithdrawalRow> {
  await tx.query(
    `UPDATE withdrawals SET state = $2, decided_by = coalesce($3, decided_by),
            decided_at = coalesce(decided_at, $4), payout_ref = coalesce($5, payout_ref),
            payout_checked_at = $4
      WHERE id = $1`,
    [row.id, change.state, change.by ?? null, change.now, change.payoutRef ?? null],
  );
  return {
    ...row,
    state: change.state,
    decided_at: row.decided_at ?? BigInt(change.now),
    payout_ref: change.payoutRef ?? row.payout_ref,
  };
}
