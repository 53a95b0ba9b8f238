import { depositStates, type TLanguage, type TPlayerCoupon } from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { idempotentRequest } from '../../platform/idempotency.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TSession } from '../../platform/route.ts';
import { lockOrder } from '../deposit/deposit-order-row.ts';
import { readGameNames } from './game-names.ts';
import { lockPlayerCoupon, toPlayerCoupon } from './coupon-rows.ts';
import { checkUsable } from './use-checks.ts';

/** "D0000000042" → 42n; null for any other text (deposit order numbers, depositOrderNo). */
const orderIdOf = (orderNo: string) =>
  /^D\d{1,18}$/.test(orderNo) ? BigInt(orderNo.slice(1)) : null;

/**
 * POST /api/Coupon/ChooseForDeposit: a deposit coupon chosen for one of the player's deposit
 * orders still waiting for payment; it is paid when that order is credited (pay-deposit-coupon.ts).
 * One coupon per order: choosing another replaces it; the coupon stays unused (and usable for
 * another order) until the credit, so a cancelled order costs the player nothing.
 * The order is locked before the coupon, the order the credit takes them in (no deadlock).
 */
export function chooseCouponForDeposit(
  deps: { db: TDatabase; clock: TClock },
  input: {
    session: TSession;
    request: FastifyRequest;
    body: { CouponId: number; OrderNo: string };
    language: TLanguage;
  },
): Promise<TResult<TPlayerCoupon>> {
  const userId = input.session.userId;
  return idempotentRequest(deps, input, 'Coupon/ChooseForDeposit', async (tx) => {
    const now = deps.clock.now();
    const orderId = orderIdOf(input.body.OrderNo);
    const order = orderId === null ? null : await lockOrder(tx, orderId);
    const isOpen =
      order?.state === depositStates.waiting || order?.state === depositStates.createOrder;
    if (!order || order.userId !== userId || !isOpen) return fail('CouponDepositOrderNotOpen');
    const usable = checkUsable(
      await lockPlayerCoupon(tx, userId, input.body.CouponId),
      'depositBonus',
      now,
    );
    if (!usable.ok) return usable;
    const { coupon, template } = usable.value;
    await tx.query(
      `UPDATE coupons SET deposit_order_id = NULL
        WHERE deposit_order_id = $1 AND state = 'unused' AND id <> $2`,
      [order.id, coupon.id],
    );
    await tx.query(`UPDATE coupons SET deposit_order_id = $2 WHERE id = $1`, [coupon.id, order.id]);
    const chosen = { ...coupon, depositOrderId: order.id };
    return succeed(
      toPlayerCoupon(
        chosen,
        template,
        input.language,
        await readGameNames(tx, input.language),
        now,
      ),
    );
  });
}
