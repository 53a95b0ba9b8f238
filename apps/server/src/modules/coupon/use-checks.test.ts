import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coversGame, depositCouponAmount } from './use-checks.ts';

describe('depositCouponAmount', () => {
  const template = { percent: 10, faceValue: 50_000n, minDeposit: 100_000n };

  it('pays the percent, capped at the face value, nothing below the minimum', () => {
    expect(depositCouponAmount(template, 99_999n)).toBe(0n);
    expect(depositCouponAmount(template, 100_000n)).toBe(10_000n);
    expect(depositCouponAmount(template, 1_000_000n)).toBe(50_000n);
    // Rounded down to the thousandth: 10% of 100.005 is 10.0005.
    expect(depositCouponAmount(template, 100_005n)).toBe(10_000n);
  });

  it('never pays above the cap nor above the percent of the deposit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (percent, faceValue, minDeposit, received) => {
          const paid = depositCouponAmount({ percent, faceValue, minDeposit }, received);
          expect(paid >= 0n).toBe(true);
          expect(paid <= faceValue).toBe(true);
          expect(paid * 100n <= received * BigInt(percent)).toBe(true);
          if (received < minDeposit) expect(paid).toBe(0n);
        },
      ),
    );
  });
});

describe('coversGame', () => {
  it('covers every game when none is listed, else only those listed', () => {
    expect(coversGame({ gameIds: [] }, 7)).toBe(true);
    expect(coversGame({ gameIds: [2, 3] }, 3)).toBe(true);
    expect(coversGame({ gameIds: [2, 3] }, 7)).toBe(false);
  });
});
