import type { TCouponKind } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { stateAt, type TCoupon, type TCouponTemplate } from './coupon-rows.ts';

/** Whether a (locked) coupon can be used now for a use of `kind`: the refusals in order. */
export function checkUsable(
  found: { coupon: TCoupon; template: TCouponTemplate } | null,
  kind: TCouponKind,
  now: number,
): TResult<{ coupon: TCoupon; template: TCouponTemplate }> {
  if (!found) return fail('CouponNotFound');
  const state = stateAt(found.coupon, now);
  if (state === 'used') return fail('CouponAlreadyUsed');
  if (state === 'expired') return fail('CouponExpired');
  if (found.template.kind !== kind) return fail('CouponWrongKind');
  return succeed(found);
}

/** A voucher's games: none listed covers every game. */
export const coversGame = (template: Pick<TCouponTemplate, 'gameIds'>, gameId: number) =>
  template.gameIds.length === 0 || template.gameIds.includes(gameId);

/**
 * What a deposit coupon pays on a credited amount: its percent, at most its face value; nothing
 * below its minimum deposit. Rounded down to the thousandth (the house never pays a fraction more).
 */
export function depositCouponAmount(
  template: Pick<TCouponTemplate, 'percent' | 'faceValue' | 'minDeposit'>,
  received: bigint,
): bigint {
  if (received < template.minDeposit || received <= 0n) return 0n;
  const share = (received * BigInt(template.percent)) / 100n;
  return share < template.faceValue ? share : template.faceValue;
}
