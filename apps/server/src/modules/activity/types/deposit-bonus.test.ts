import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositBonusOf } from './deposit-bonus.ts';

const deposit = fc.bigInt({ min: 0n, max: 10n ** 12n });
const rule = fc.record({
  percentBps: fc.integer({ min: 1, max: 100_000 }),
  cap: fc.bigInt({ min: 1n, max: 10n ** 9n }),
});

describe('the first-deposit bonus', () => {
  it('is the percent of the deposit rounded down, never above the cap', () => {
    fc.assert(
      fc.property(deposit, rule, (amount, r) => {
        const bonus = depositBonusOf(amount, r);
        expect(bonus >= 0n).toBe(true);
        expect(bonus <= r.cap).toBe(true);
        expect(bonus * 10_000n <= amount * BigInt(r.percentBps)).toBe(true);
        // Rounded down by less than a thousandth, unless the cap cut it.
        if (bonus < r.cap)
          expect((bonus + 1n) * 10_000n > amount * BigInt(r.percentBps)).toBe(true);
      }),
    );
  });

  it('grows with the deposit', () => {
    fc.assert(
      fc.property(deposit, deposit, rule, (a, b, r) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(depositBonusOf(low, r) <= depositBonusOf(high, r)).toBe(true);
      }),
    );
  });

  it('gives 10% of 300 and stops at the cap', () => {
    expect(depositBonusOf(300_000n, { percentBps: 1000, cap: 50_000n })).toBe(30_000n);
    expect(depositBonusOf(900_000n, { percentBps: 1000, cap: 50_000n })).toBe(50_000n);
    expect(depositBonusOf(9n, { percentBps: 1000, cap: 50_000n })).toBe(0n);
  });
});
