import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { expectAudited } from '../../test-support/expect-audited.ts';
import type { TTestApp } from '../../test-support/test-app.ts';

/** Shared set-up of the coupon integration tests (not used by the server). */

export const couponKey = () => ({ 'idempotency-key': `coupon-${randomUUID()}` });

export const voucherForm = (overrides: Record<string, unknown> = {}) => ({
  Kind: 'betVoucher',
  TitleZh: '投注券',
  TitleEn: 'Bet voucher',
  FaceValue: 1,
  Percent: 0,
  MinDeposit: 0,
  MinBet: 2,
  GameIds: [],
  ValidityDays: 7,
  TotalQuantity: 100,
  PerPlayerLimit: 1,
  TurnoverMultiple: 2,
  IsClaimable: true,
  ...overrides,
});

export const depositCouponForm = (overrides: Record<string, unknown> = {}) => ({
  ...voucherForm(),
  Kind: 'depositBonus',
  TitleZh: '存款券',
  TitleEn: 'Deposit coupon',
  FaceValue: 50,
  Percent: 10,
  MinDeposit: 100,
  MinBet: 0,
  TurnoverMultiple: 3,
  ...overrides,
});

/** A template saved through the console (its audit row checked); answers its id. */
export async function savedTemplate(t: TTestApp, form: Record<string, unknown>): Promise<number> {
  const response = await expectAudited(t, 'POST /api/Admin/CouponTemplates/Save', {
    token: await t.adminToken('owner'),
    body: form,
    action: 'activities.couponTemplate.create',
    targetType: 'coupon_template',
  });
  return (response.json() as { TemplateId: number }).TemplateId;
}

export const claimCoupon = (t: TTestApp, token: string, templateId: number, key = couponKey()) =>
  t.call('POST', '/api/Coupon/Claim', { token, body: { TemplateId: templateId }, headers: key });

/** A claimed coupon's id (the claim must succeed). */
export async function claimedCoupon(t: TTestApp, token: string, templateId: number) {
  const response = await claimCoupon(t, token, templateId);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { CouponId: number }).CouponId;
}

export const myCoupons = async (t: TTestApp, token: string, state: string) => {
  const response = await t.call('POST', '/api/Coupon/MyCoupons', { token, body: { State: state } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    Items: { CouponId: number; State: string; AmountPaid: number | null; UsedOn: string | null }[];
    Counts: Record<string, number>;
  };
};

export const betWithVoucher = (t: TTestApp, token: string, body: unknown, key = couponKey()) =>
  t.call('POST', '/api/Coupon/BetWithVoucher', { token, body, headers: key });

export const codeOf = (response: { json(): unknown }) =>
  (response.json() as { Code?: number }).Code;
