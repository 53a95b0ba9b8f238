import { z } from 'zod';
import { ZPlaceBetsRequest, ZPlaceBetsResponse } from '../bet/bet-schemas.ts';
import { ZMoney } from '../money.ts';
import { ZText } from '../validation/text.ts';

/**
 * Coupons (issue #23, SPEC §2 /Coupon and /CouponList). A template is what operators configure;
 * a coupon is one issued to one player, by a claim on /Coupon or by the back office.
 * - betVoucher: its face value pays part of a bet's stake (money that can only be staked), on
 *   the template's games, for a bet of at least its minimum;
 * - depositBonus: percent of a deposit up to its face value (the cap), for a deposit of at least
 *   its minimum, paid when the deposit is credited.
 * What a coupon pays needs turnover (its multiple) before it can be withdrawn.
 */
export const couponKinds = ['betVoucher', 'depositBonus'] as const;
export type TCouponKind = (typeof couponKinds)[number];

/** unused until used or past its expiry (the expiry job writes 'expired'). */
export const couponStates = ['unused', 'used', 'expired'] as const;
export type TCouponState = (typeof couponStates)[number];

/** The terms a player reads on a coupon and on its template. */
export const couponTermsOut = () => ({
  TemplateId: z.number().int(),
  Kind: z.enum(couponKinds),
  Title: z.string(),
  FaceValue: ZMoney.describe('betVoucher: the amount it pays; depositBonus: the most it pays'),
  Percent: z.number().int().describe('depositBonus: percent of the deposit paid (0 for a voucher)'),
  MinDeposit: ZMoney,
  MinBet: ZMoney,
  GameIds: z.array(z.number().int()).describe('Games it applies to; empty: every game'),
  GameNames: z.array(z.string()).describe('Their names, in the order of GameIds'),
  TurnoverMultiple: z.number().int().describe('Turnover needed on what it pays, as a multiple'),
});

export const ZClaimableCoupon = z
  .object({
    ...couponTermsOut(),
    ValidityDays: z.number().int().describe('Days it stays valid after it is issued'),
    Remaining: z.number().int().describe('Coupons of the total quantity still to give out'),
    PerPlayerLimit: z.number().int(),
    Held: z.number().int().describe('How many of it the player has received'),
  })
  .meta({ id: 'ClaimableCoupon' });
export type TClaimableCoupon = z.input<typeof ZClaimableCoupon>;

export const ZClaimableCouponList = z
  .object({ Items: z.array(ZClaimableCoupon) })
  .meta({ id: 'ClaimableCouponList' });
export type TClaimableCouponList = z.input<typeof ZClaimableCouponList>;

export const ZPlayerCoupon = z
  .object({
    CouponId: z.number().int(),
    ...couponTermsOut(),
    State: z.enum(couponStates),
    IssuedAt: z.number().int().describe('Epoch milliseconds'),
    ExpiresAt: z.number().int().describe('Epoch milliseconds'),
    UsedAt: z.number().int().nullable(),
    AmountPaid: ZMoney.nullable().describe('What it paid when used'),
    UsedOn: z.string().nullable().describe('The ticket serial or deposit order number it paid on'),
    DepositOrderNo: z
      .string()
      .nullable()
      .describe('depositBonus: the deposit order it is chosen for, paid when that is credited'),
  })
  .meta({ id: 'PlayerCoupon' });
export type TPlayerCoupon = z.input<typeof ZPlayerCoupon>;

/** POST /api/Coupon/MyCoupons */
export const ZMyCouponsRequest = z
  .object({ State: z.enum(couponStates) })
  .meta({ id: 'MyCouponsRequest' });
export const ZMyCoupons = z
  .object({
    Items: z.array(ZPlayerCoupon).describe('Unused: soonest expiry first; others newest first'),
    Counts: z.object({
      unused: z.number().int(),
      used: z.number().int(),
      expired: z.number().int(),
    }),
  })
  .meta({ id: 'MyCoupons' });
export type TMyCoupons = z.input<typeof ZMyCoupons>;

/** POST /api/Coupon/Claim (Idempotency-Key header required). */
export const ZClaimCouponRequest = z
  .object({ TemplateId: z.number().int().min(1) })
  .meta({ id: 'ClaimCouponRequest' });

/** POST /api/Coupon/BetWithVoucher (Idempotency-Key header required). */
export const ZBetWithVoucherRequest = z
  .object({ CouponId: z.number().int().min(1), Bet: ZPlaceBetsRequest })
  .meta({ id: 'BetWithVoucherRequest' });
export const ZBetWithVoucherResponse = z
  .object({ Coupon: ZPlayerCoupon, Bet: ZPlaceBetsResponse })
  .meta({ id: 'BetWithVoucherResponse' });

/** POST /api/Coupon/ChooseForDeposit (Idempotency-Key header required). */
export const ZChooseCouponForDepositRequest = z
  .object({ CouponId: z.number().int().min(1), OrderNo: ZText.min(1).max(40) })
  .meta({ id: 'ChooseCouponForDepositRequest' });
