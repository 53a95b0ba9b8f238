import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeOf } from './deposit-charge.ts';

describe('chargeOf', () => {
  it('takes the rate and the fixed part, capped', () => {
    expect(chargeOf(1_000_000n, { kind: 'bonus', rateBps: 150, fixed: 1_000n, cap: null })).toEqual(
      { fee: 0n, bonus: 16_000n },
    );
    expect(chargeOf(1_000_000n, { kind: 'fee', rateBps: 150, fixed: 0n, cap: 10_000n })).toEqual({
      fee: 10_000n,
      bonus: 0n,
    });
    expect(chargeOf(1_000_000n, { kind: 'none', rateBps: 150, fixed: 5n, cap: null })).toEqual({
      fee: 0n,
      bonus: 0n,
    });
  });

  it('never takes a fee above the deposit or the cap, and never a negative one', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.option(fc.bigInt({ min: 1n, max: 10n ** 9n }), { nil: null }),
        (amount, rateBps, fixed, cap) => {
          const { fee, bonus } = chargeOf(amount, { kind: 'fee', rateBps, fixed, cap });
          expect(bonus).toBe(0n);
          expect(fee >= 0n && fee <= amount).toBe(true);
          if (cap !== null) expect(fee <= cap).toBe(true);
        },
      ),
    );
  });
});
