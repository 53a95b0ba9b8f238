import {
  cancelDepositNotifyEvent,
  cashFlowTypes,
  depositOrderNo,
  depositStates,
  type TCancelDepositNotify,
} from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { notifyWalletChanged, writeUserEvent } from '../../jobs/user-events.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { accountKey, post, type TPosting } from '../wallet/ledger.ts';
import { addTurnoverRequirement } from '../wallet/turnover.ts';
import { payDepositCoupon } from '../coupon/pay-deposit-coupon.ts';
import { chargeOf } from './deposit-charge.ts';
import { lockOrder, type TDepositOrder } from './deposit-order-row.ts';

/**
 * The decisions on a deposit order, each in the caller's transaction and each starting from the
 * order's row lock and a state guard: however many credits and cancels race (finance, a gateway's
 * duplicate callbacks, the expiry job), one finds the order open and decides it; the others find
 * it decided (DepositOrderDecided) and change nothing. A caller that retries a credit it already
 * made (a duplicate callback) meets DepositOrderDecided on a confirmed order: nothing to do.
 *
 * `by` says who decided, stored on the order: 'admin:<id>', 'gateway', 'chain', 'expiry', 'player'.
 */

const open = (order: TDepositOrder) =>
  order.state === depositStates.waiting || order.state === depositStates.createOrder;

export interface TCredited {
  orderId: bigint;
  userId: number;
  amount: bigint;
  fee: bigint;
  bonus: bigint;
  transactionId: bigint;
  balanceAfter: bigint;
}

/**
 * Credits an open order (or a cancelled one finance accepts from review: a payment that arrived
 * after the order was cancelled) with what was received: the deposit, then its bonus or fee,
 * through the ledger against the house; adds the turnover requirement; tells the player's screens
 * their wallet changed (outbox, sent after commit).
 */
export async function creditDeposit(
  tx: TQueryable,
  credit: {
    orderId: bigint;
    receivedAmount: bigint;
    externalRef?: string | null;
    now: number;
    by: string;
  },
): Promise<TResult<TCredited>> {
  const { orderId, receivedAmount, now, by } = credit;
  if (receivedAmount <= 0n) throw new RangeError('a deposit credits a positive amount');
  const order = await lockOrder(tx, orderId);
  if (!order) return fail('DepositOrderNotFound');
  const acceptedLate = order.state === depositStates.cancel && order.review;
  if (!open(order) && !acceptedLate) return fail('DepositOrderDecided');
  const { fee, bonus } = chargeOf(receivedAmount, {
    kind: order.chargeKind,
    rateBps: order.chargeRateBps,
    fixed: order.chargeFixed,
    cap: order.chargeCap,
  });
  const player = { userId: order.userId, kind: 'player' } as const;
  const reference = `deposit:${order.id}`;
  const memo = depositOrderNo(order.id);
  const postings: TPosting[] = [
    { account: player, amount: receivedAmount, cashFlowType: cashFlowTypes.deposit, memo },
    { account: 'house', amount: -receivedAmount },
  ];
  if (bonus > 0n)
    postings.push(
      { account: player, amount: bonus, cashFlowType: cashFlowTypes.depositBonus, memo },
      { account: 'house', amount: -bonus },
    );
  if (fee > 0n)
    postings.push(
      { account: player, amount: -fee, cashFlowType: cashFlowTypes.depositFee, memo },
      { account: 'house', amount: fee },
    );
  const posted = await post(tx, { kind: 'deposit', reference, at: now, postings });
  // Only a debit can be refused, and the fee never exceeds what the same transaction credits.
  if (!posted.ok) throw new Error(`deposit ${order.id} could not be posted`);
  await tx.query(
    `UPDATE deposit_orders
        SET state = $2, received_amount = $3, external_ref = coalesce($4, external_ref), fee = $5,
            bonus = $6, review = false, ledger_transaction_id = $7, decided_by = $8,
            decided_at = $9
      WHERE id = $1`,
    [
      order.id,
      depositStates.confirm,
      receivedAmount,
      credit.externalRef ?? null,
      fee,
      bonus,
      posted.value.transactionId,
      by,
      now,
    ],
  );
  const credited = receivedAmount + bonus - fee;
  await addTurnoverRequirement(tx, {
    userId: order.userId,
    amount: (credited * BigInt(order.turnoverPercent)) / 100n,
    source: 'deposit',
    reference,
    now,
  });
  // A deposit coupon the player chose for this order is paid once, with this credit.
  const couponPaid = await payDepositCoupon(tx, {
    orderId: order.id,
    userId: order.userId,
    receivedAmount,
    now,
  });
  await notifyWalletChanged(tx, order.userId, posted.value.transactionId, now);
  return succeed({
    orderId: order.id,
    userId: order.userId,
    amount: receivedAmount,
    fee,
    bonus,
    transactionId: posted.value.transactionId,
    balanceAfter: (posted.value.balances.get(accountKey(player)) ?? 0n) + couponPaid,
  });
}

/**
 * Cancels an open order (nothing was credited, so nothing moves) and tells the player's screens
 * (CancelDepositNotify). On a cancelled order waiting for review (a late payment), cancelling
 * closes the review: finance decided the money is not to be credited.
 */
export async function cancelDeposit(
  tx: TQueryable,
  cancel: { orderId: bigint; reason: string; now: number; by: string },
): Promise<TResult<TDepositOrder>> {
  const { orderId, reason, now, by } = cancel;
  const order = await lockOrder(tx, orderId);
  if (!order) return fail('DepositOrderNotFound');
  if (order.state === depositStates.cancel && order.review) {
    await tx.query('UPDATE deposit_orders SET review = false WHERE id = $1', [order.id]);
    return succeed({ ...order, review: false });
  }
  if (!open(order)) return fail('DepositOrderDecided');
  await tx.query(
    `UPDATE deposit_orders
        SET state = $2, cancel_reason = $3, review = false, decided_by = $4, decided_at = $5
      WHERE id = $1`,
    [order.id, depositStates.cancel, reason, by, now],
  );
  const payload: Omit<TCancelDepositNotify, 'DedupeKey'> = {
    OrderNo: depositOrderNo(order.id),
    Reason: reason,
  };
  await writeUserEvent(tx, {
    key: `${cancelDepositNotifyEvent}:${order.id}`,
    userId: order.userId,
    event: cancelDepositNotifyEvent,
    payload,
    now,
  });
  return succeed({
    ...order,
    state: depositStates.cancel,
    cancelReason: reason,
    review: false,
    decidedBy: by,
    decidedAt: now,
  });
}

/**
 * Sends an order to finance's review queue with what was reported (a callback or chain transfer
 * whose amount does not match, a payment after the order was cancelled): nothing is credited
 * until finance accepts it (creditDeposit) or closes it (cancelDeposit).
 */
export async function flagDepositForReview(
  tx: TQueryable,
  flag: {
    orderId: bigint;
    reason: string;
    receivedAmount?: bigint;
    externalRef?: string | null;
    now: number;
  },
): Promise<TResult<void>> {
  const order = await lockOrder(tx, flag.orderId);
  if (!order) return fail('DepositOrderNotFound');
  if (order.state === depositStates.confirm) return fail('DepositOrderDecided');
  await tx.query(
    `UPDATE deposit_orders
        SET review = true, review_reason = $2, received_amount = coalesce($3, received_amount),
            external_ref = coalesce($4, external_ref)
      WHERE id = $1`,
    [order.id, flag.reason, flag.receivedAmount ?? null, flag.externalRef ?? null],
  );
  return succeed(undefined);
}
