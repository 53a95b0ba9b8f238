/** The root of every coupon query: a claim or a use reloads them all. */
export const couponsKey = ['coupons'] as const;
