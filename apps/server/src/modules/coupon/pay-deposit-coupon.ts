import { cashFlowTypes, depositOrderNo } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { post } from '../wallet/ledger.ts';
import { addTurnoverRequirement } from '../wallet/turnover.ts';
import {
  couponColumns,
  templateColumns,
  toCoupon,
  toTemplate,
  type TCouponRow,
  type TTemplateRow,
} from './coupon-rows.ts';
import { depositCouponAmount } from './use-checks.ts';

/**
 * Pays the deposit coupon chosen for an order, called by creditDeposit in its transaction, after
 * the deposit is posted: the credit happens once (the order's row lock and state guard), and the
 * coupon's state guard makes this pay once too. The coupon must still be unused and unexpired at
 * the credit and the received amount reach its minimum; otherwise nothing is paid and the coupon
 * stays as it was. It pays into the main wallet (cash-flow 702) with its turnover requirement,
 * the way the deposit's own bonus (303) is paid, rather than into the bonus wallet: one kind of
 * money for every deposit bonus on the player's statement. Answers the amount paid (0: none).
 */
export async function payDepositCoupon(
  tx: TQueryable,
  credit: { orderId: bigint; userId: number; receivedAmount: bigint; now: number },
): Promise<bigint> {
  const { orderId, userId, receivedAmount, now } = credit;
  const [row] = await tx.query<TCouponRow & { template: TTemplateRow }>(
    `SELECT ${couponColumns}, (SELECT to_jsonb(t) FROM (SELECT ${templateColumns}
              FROM coupon_templates t WHERE t.id = c.template_id) t) AS template
       FROM coupons c
      WHERE c.deposit_order_id = $1 AND c.user_id = $2 AND c.state = 'unused'
        AND c.expires_at > $3
      FOR UPDATE`,
    [orderId, userId, now],
  );
  if (!row) return 0n;
  const coupon = toCoupon(row);
  const template = toTemplate(row.template);
  const amount = depositCouponAmount(template, receivedAmount);
  if (amount <= 0n) return 0n;
  const posted = await post(tx, {
    kind: 'coupon_deposit_bonus',
    reference: `coupon:${coupon.id}`,
    at: now,
    postings: [
      {
        account: { userId, kind: 'player' },
        amount,
        cashFlowType: cashFlowTypes.couponDepositBonus,
        memo: `coupon:${coupon.id}`,
      },
      { account: 'house', amount: -amount },
    ],
  });
  // Only a debit can be refused: the player's side is a credit.
  if (!posted.ok) throw new Error(`coupon ${coupon.id} could not be posted`);
  await tx.query(
    `UPDATE coupons SET state = 'used', used_at = $2, amount_paid = $3, used_on = $4,
            ledger_transaction_id = $5
      WHERE id = $1`,
    [coupon.id, now, amount, depositOrderNo(orderId), posted.value.transactionId],
  );
  if (template.turnoverMultiple > 0)
    await addTurnoverRequirement(tx, {
      userId,
      amount: amount * BigInt(template.turnoverMultiple),
      source: 'coupon',
      reference: `coupon:${coupon.id}`,
      now,
    });
  return amount;
}
