import { z } from 'zod';
import { ZMoney, ZMoneyInput } from '../money.ts';
import { queryInt } from '../validation/query-int.ts';
import { ZText } from '../validation/text.ts';
import { couponKinds, couponStates, couponTermsOut } from './coupon-schemas.ts';

/** The back office's coupons (issue #23): permissions activities.view and activities.manage. */

export const couponTemplateStates = ['active', 'stopped'] as const;
export type TCouponTemplateState = (typeof couponTemplateStates)[number];

/** Limits of a template, shared by the server's checks and the console's form. */
export const couponLimits = {
  maxValidityDays: 365,
  maxQuantity: 1_000_000,
  maxPerPlayer: 100,
  maxTurnoverMultiple: 100,
  maxPercent: 1000,
  maxGames: 50,
  maxIssuePlayers: 200,
} as const;

/** POST /api/Admin/CouponTemplates/Save: a new template (no Id) or changes to one. */
export const ZSaveCouponTemplateRequest = z
  .object({
    Id: z.number().int().min(1).optional(),
    Kind: z.enum(couponKinds),
    TitleZh: ZText.min(1).max(60),
    TitleEn: ZText.min(1).max(60),
    FaceValue: ZMoneyInput.describe('betVoucher: the amount; depositBonus: the cap'),
    Percent: z.number().int().min(0).max(couponLimits.maxPercent),
    MinDeposit: ZMoneyInput,
    MinBet: ZMoneyInput.describe('betVoucher: at least the face value (the bet covers it)'),
    GameIds: z.array(z.number().int().min(1)).max(couponLimits.maxGames),
    ValidityDays: z.number().int().min(1).max(couponLimits.maxValidityDays),
    TotalQuantity: z.number().int().min(1).max(couponLimits.maxQuantity),
    PerPlayerLimit: z.number().int().min(1).max(couponLimits.maxPerPlayer),
    TurnoverMultiple: z.number().int().min(0).max(couponLimits.maxTurnoverMultiple),
    IsClaimable: z.boolean().describe('Shown on /Coupon for players to claim; else issued only'),
  })
  .meta({ id: 'SaveCouponTemplateRequest' });
export type TSaveCouponTemplateRequest = z.output<typeof ZSaveCouponTemplateRequest>;
export type TSaveCouponTemplateForm = z.input<typeof ZSaveCouponTemplateRequest>;

export const ZAdminCouponTemplate = z
  .object({
    ...couponTermsOut(),
    TitleZh: z.string(),
    TitleEn: z.string(),
    ValidityDays: z.number().int(),
    TotalQuantity: z.number().int(),
    PerPlayerLimit: z.number().int(),
    IsClaimable: z.boolean(),
    State: z.enum(couponTemplateStates),
    Issued: z.number().int(),
    Used: z.number().int(),
    PaidTotal: ZMoney.describe('What its used coupons paid'),
    CreatedAt: z.number().int(),
    UpdatedAt: z.number().int(),
  })
  .meta({ id: 'AdminCouponTemplate' });
export type TAdminCouponTemplate = z.input<typeof ZAdminCouponTemplate>;

export const ZAdminCouponTemplateList = z
  .object({ Items: z.array(ZAdminCouponTemplate) })
  .meta({ id: 'AdminCouponTemplateList' });
export type TAdminCouponTemplateList = z.input<typeof ZAdminCouponTemplateList>;

export const ZSetCouponTemplateStateRequest = z
  .object({
    Id: z.number().int().min(1),
    State: z.enum(couponTemplateStates),
    Reason: ZText.min(1).max(200).describe('Why: kept in the audit row'),
  })
  .meta({ id: 'SetCouponTemplateStateRequest' });

/** POST /api/Admin/Coupons/Issue: one coupon to each player named (all or none). */
export const ZIssueCouponsRequest = z
  .object({
    TemplateId: z.number().int().min(1),
    LoginIds: z.array(ZText.min(1).max(64)).min(1).max(couponLimits.maxIssuePlayers),
    Reason: ZText.min(1).max(200),
  })
  .meta({ id: 'IssueCouponsRequest' });
export const ZIssueCouponsResponse = z
  .object({ CouponIds: z.array(z.number().int()) })
  .meta({ id: 'IssueCouponsResponse' });

export const ZAdminCouponsQuery = z.object({
  TemplateId: queryInt(1).optional(),
  LoginId: ZText.min(1).max(64).optional(),
  State: ZText.pipe(z.enum(couponStates)).optional(),
  Page: queryInt(1).default(1),
  PageSize: queryInt(1, 100).default(20),
});
export type TAdminCouponsQuery = z.output<typeof ZAdminCouponsQuery>;

export const ZAdminCoupons = z
  .object({
    Items: z.array(
      z.object({
        CouponId: z.number().int(),
        TemplateId: z.number().int(),
        Title: z.string(),
        Kind: z.enum(couponKinds),
        LoginId: z.string(),
        Source: z.enum(['claim', 'admin']),
        State: z.enum(couponStates),
        IssuedAt: z.number().int(),
        ExpiresAt: z.number().int(),
        UsedAt: z.number().int().nullable(),
        AmountPaid: ZMoney.nullable(),
        UsedOn: z.string().nullable(),
      }),
    ),
    Total: z.number().int(),
  })
  .meta({ id: 'AdminCoupons' });
export type TAdminCoupons = z.input<typeof ZAdminCoupons>;
