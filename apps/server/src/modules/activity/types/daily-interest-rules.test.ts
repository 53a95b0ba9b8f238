import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interestOn, leastEarningBalance } from './daily-interest-rules.ts';

const terms = { rateBasisPoints: 50, minBalance: 100_000n, maxInterest: 20_000n };

describe('daily interest', () => {
  it('pays the rate on the balance, rounded down to the thousandth', () => {
    // 123.457 at 0.5% = 0.617285 → 0.617
    expect(interestOn(123_457n, terms)).toBe(617n);
    expect(interestOn(100_000n, terms)).toBe(500n);
  });

  it('pays nothing below the minimum balance and caps the interest', () => {
    expect(interestOn(99_999n, terms)).toBe(0n);
    expect(interestOn(10_000_000n, terms)).toBe(20_000n);
  });

  it('is floor(balance × rate / 10000), capped, for every balance and rate (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 15n }),
        fc.integer({ min: 1, max: 1000 }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (balance, rateBasisPoints, minBalance, maxInterest) => {
          const rules = { rateBasisPoints, minBalance, maxInterest };
          const interest = interestOn(balance, rules);
          expect(interest >= 0n && interest <= maxInterest).toBe(true);
          if (balance < minBalance || balance <= 0n) {
            expect(interest).toBe(0n);
            return;
          }
          const exact = balance * BigInt(rateBasisPoints);
          // Rounded down: interest × 10000 ≤ exact < (interest + 1) × 10000, unless capped.
          if (interest < maxInterest) {
            expect(interest * 10_000n <= exact).toBe(true);
            expect(exact < (interest + 1n) * 10_000n).toBe(true);
          } else expect(exact >= maxInterest * 10_000n).toBe(true);
          // Monotone: a larger balance never earns less.
          expect(interestOn(balance + 1n, rules) >= interest).toBe(true);
        },
      ),
    );
  });

  it('names the least balance that earns a thousandth', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        (rateBasisPoints, minBalance) => {
          const rules = { rateBasisPoints, minBalance, maxInterest: 10n ** 12n };
          const least = leastEarningBalance(rules);
          expect(interestOn(least, rules) > 0n).toBe(true);
          expect(interestOn(least - 1n, rules)).toBe(0n);
        },
      ),
    );
  });
});
