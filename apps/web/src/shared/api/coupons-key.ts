/**
 * The root of every coupon query: a claim or a use reloads them all, whichever feature did it
 * (the coupon screens claim and choose; the bet slip pays with a voucher).
 */
export const couponsKey = ['coupons'] as const;
