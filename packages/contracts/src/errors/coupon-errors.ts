import { defineError as define } from './define-error.ts';

/**
 * Coupons (issue #23, codes 9100-9129): templates in the back office, the player's claims and
 * uses. A refused claim or use moves no money; a claim or use retried with its Idempotency-Key
 * answers what the first answered.
 */
export const couponErrors = {
  CouponTemplateNotFound: define(9100, 404, 'This coupon does not exist', '该优惠券不存在'),
  CouponTemplateInvalid: define(
    9101,
    400,
    'This coupon cannot be saved: {reason}',
    '优惠券无法保存：{reason}',
  ),
  CouponNotClaimable: define(
    9102,
    409,
    'This coupon cannot be claimed now',
    '该优惠券当前不可领取',
  ),
  /** Every coupon of the template's total quantity is issued. */
  CouponSoldOut: define(9103, 409, 'This coupon has all been given out', '该优惠券已领完'),
  /** The player holds the template's per-player limit (whatever the concurrency or retries). */
  CouponLimitReached: define(
    9104,
    409,
    'You already hold {limit} of this coupon, the most one player may',
    '每人最多领取 {limit} 张，您已达到上限',
  ),
  CouponNotFound: define(9105, 404, 'You have no such coupon', '您没有这张优惠券'),
  CouponAlreadyUsed: define(9106, 409, 'This coupon has been used', '该优惠券已使用'),
  CouponExpired: define(9107, 409, 'This coupon has expired', '该优惠券已过期'),
  CouponWrongKind: define(
    9108,
    409,
    'This coupon is not for this: a bet voucher pays part of a bet, a deposit coupon adds to a deposit',
    '该优惠券不适用：投注券用于投注，存款券用于存款',
  ),
  CouponGameNotCovered: define(
    9109,
    409,
    'This coupon does not apply to this game',
    '该优惠券不适用于此游戏',
  ),
  CouponBetBelowMinimum: define(
    9110,
    409,
    'This coupon needs a bet of at least {min}',
    '使用该优惠券的投注金额至少为 {min}',
  ),
  CouponBetNeedsIssue: define(
    9111,
    400,
    'A bet voucher is used on a bet on an issue (not an instant game)',
    '投注券仅适用于按期开奖的游戏（不适用于秒开游戏）',
  ),
  CouponDepositOrderNotOpen: define(
    9112,
    409,
    'This deposit order is not yours or no longer waiting for payment',
    '该存款订单不存在或已不在等待付款状态',
  ),
  CouponPlayersNotFound: define(
    9113,
    404,
    'No such players: {loginIds}',
    '以下玩家不存在：{loginIds}',
  ),
} as const;
