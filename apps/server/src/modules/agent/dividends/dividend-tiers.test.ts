import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dividendFor, type TDividendTier } from './dividend-tiers.ts';

const tier = (minTeamLoss: bigint, minTurnover: bigint, rateBp: number, either = false) => ({
  minTeamLoss,
  minTurnover,
  rateBp,
  either,
});

describe('dividendFor', () => {
  const tiers = [tier(1_000_000n, 10_000_000n, 1000), tier(5_000_000n, 50_000_000n, 2000)];

  it('takes the highest tier whose thresholds are both met', () => {
    expect(dividendFor(tiers, { teamLoss: 6_000_000n, turnover: 60_000_000n })).toEqual({
      rateBp: 2000,
      amount: 1_200_000n,
    });
    expect(dividendFor(tiers, { teamLoss: 6_000_000n, turnover: 20_000_000n })).toEqual({
      rateBp: 1000,
      amount: 600_000n,
    });
  });

  it('gives nothing below every tier, or when the team won', () => {
    expect(dividendFor(tiers, { teamLoss: 999_999n, turnover: 99_000_000n }).amount).toBe(0n);
    expect(dividendFor([tier(0n, 0n, 1000)], { teamLoss: -5n, turnover: 1n }).amount).toBe(0n);
  });

  it('meets an either tier with one threshold', () => {
    const either = [tier(1_000_000n, 10_000_000n, 1500, true)];
    expect(dividendFor(either, { teamLoss: 2_000n, turnover: 10_000_000n })).toEqual({
      rateBp: 1500,
      amount: 300n,
    });
  });

  it('never pays more than 50 % of the loss nor less than a met tier gives', () => {
    const arbitraryTier = fc.record({
      minTeamLoss: fc.bigInt({ min: 0n, max: 10n ** 9n }),
      minTurnover: fc.bigInt({ min: 0n, max: 10n ** 9n }),
      rateBp: fc.integer({ min: 100, max: 5000 }),
      either: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryTier, { maxLength: 5 }),
        fc.bigInt({ min: -(10n ** 9n), max: 10n ** 10n }),
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        (list: TDividendTier[], teamLoss, turnover) => {
          const { amount } = dividendFor(list, { teamLoss, turnover });
          expect(amount).toBeGreaterThanOrEqual(0n);
          expect(amount * 2n).toBeLessThanOrEqual(teamLoss > 0n ? teamLoss : 0n);
        },
      ),
    );
  });
});
