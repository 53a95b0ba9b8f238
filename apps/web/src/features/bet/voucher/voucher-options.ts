import { parseThousandths } from '@lottery/contracts';
import type { TVoucherCoupon } from './api/bet-vouchers.ts';

/** A bet voucher the slip offers, and why it cannot be chosen now (null when it can). */
export interface TVoucherOption {
  coupon: TVoucherCoupon;
  block: 'belowMinimum' | null;
}

const thousandthsOf = (amount: number) => parseThousandths(amount) ?? 0n;

/**
 * The unused bet vouchers for this game (none listed on the template: every game), soonest
 * expiry first as the server lists them. One whose minimum bet the slip's total does not reach
 * is offered but blocked, so the player sees what to add.
 */
export function voucherOptionsOf(
  coupons: readonly TVoucherCoupon[],
  gameId: number,
  totalThousandths: bigint,
  nowMs: number,
): TVoucherOption[] {
  return coupons
    .filter(
      (coupon) =>
        coupon.Kind === 'betVoucher' &&
        coupon.State === 'unused' &&
        coupon.ExpiresAt > nowMs &&
        (coupon.GameIds.length === 0 || coupon.GameIds.includes(gameId)),
    )
    .map((coupon) => ({
      coupon,
      block: totalThousandths < thousandthsOf(coupon.MinBet) ? 'belowMinimum' : null,
    }));
}

/** The chosen voucher if it is still offered and not blocked: else the slip bets without one. */
export function usableChoiceOf(
  options: readonly TVoucherOption[],
  chosenId: number | null,
): TVoucherCoupon | null {
  const option = options.find((candidate) => candidate.coupon.CouponId === chosenId);
  return option && option.block === null ? option.coupon : null;
}
