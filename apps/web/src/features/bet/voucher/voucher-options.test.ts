import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TVoucherCoupon } from './api/bet-vouchers.ts';
import { usableChoiceOf, voucherOptionsOf } from './voucher-options.ts';

const now = Date.UTC(2026, 10, 28);

const coupon = (id: number, patch: Partial<TVoucherCoupon> = {}): TVoucherCoupon => ({
  CouponId: id,
  TemplateId: id,
  Kind: 'betVoucher',
  Title: `Voucher ${id}`,
  FaceValue: 5,
  Percent: 0,
  MinDeposit: 0,
  MinBet: 10,
  GameIds: [],
  GameNames: [],
  TurnoverMultiple: 1,
  State: 'unused',
  IssuedAt: now - 1,
  ExpiresAt: now + 1,
  UsedAt: null,
  AmountPaid: null,
  UsedOn: null,
  DepositOrderNo: null,
  ...patch,
});

describe('voucherOptionsOf', () => {
  it('keeps unused, unexpired bet vouchers for this game (or every game), in order', () => {
    const coupons = [
      coupon(1),
      coupon(2, { GameIds: [3] }),
      coupon(3, { GameIds: [2, 3] }),
      coupon(4, { Kind: 'depositBonus' }),
      coupon(5, { ExpiresAt: now }),
      coupon(6, { State: 'used' }),
    ];
    expect(voucherOptionsOf(coupons, 2, 10_000n, now).map((o) => o.coupon.CouponId)).toEqual([
      1, 3,
    ]);
  });

  it('blocks a voucher exactly when the total is below its minimum bet', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (min, total) => {
          const [option] = voucherOptionsOf(
            [coupon(1, { MinBet: min / 1000 })],
            2,
            BigInt(total),
            now,
          );
          expect(option?.block).toBe(total < min ? 'belowMinimum' : null);
        },
      ),
    );
  });
});

describe('usableChoiceOf', () => {
  const options = voucherOptionsOf([coupon(1), coupon(2, { MinBet: 20 })], 2, 10_000n, now);

  it('is the chosen voucher while it is offered and not blocked, else none', () => {
    expect(usableChoiceOf(options, 1)?.CouponId).toBe(1);
    expect(usableChoiceOf(options, 2)).toBeNull();
    expect(usableChoiceOf(options, 9)).toBeNull();
    expect(usableChoiceOf(options, null)).toBeNull();
  });
});
