import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContractRates, rateAt, type TContractTier } from './contract-terms.ts';

const tierArb = fc.record({
  minTeamLoss: fc.bigInt({ min: 0n, max: 5n }).map((n) => n * 1000n),
  minTurnover: fc.bigInt({ min: 0n, max: 5n }).map((n) => n * 1000n),
  rateBp: fc.integer({ min: 0, max: 6000 }),
});
const tiersArb = fc.array(tierArb, { minLength: 1, maxLength: 4 });
const pointArb = fc.record({
  loss: fc.bigInt({ min: 0n, max: 6000n }),
  turnover: fc.bigInt({ min: 0n, max: 6000n }),
});

const tier = (rateBp: number, minTeamLoss = 0n, minTurnover = 0n): TContractTier => ({
  minTeamLoss,
  minTurnover,
  rateBp,
});

describe('rateAt', () => {
  it('is the highest rate among the tiers reached, and never falls as the figures grow', () => {
    fc.assert(
      fc.property(tiersArb, pointArb, pointArb, (tiers, a, b) => {
        const low = {
          loss: a.loss < b.loss ? a.loss : b.loss,
          turnover: a.turnover < b.turnover ? a.turnover : b.turnover,
        };
        expect(rateAt(tiers, low.loss, low.turnover)).toBeLessThanOrEqual(
          rateAt(tiers, a.loss, a.turnover),
        );
      }),
    );
    expect(rateAt([tier(10), tier(30, 1000n, 2000n)], 999n, 5000n)).toBe(10);
    expect(rateAt([tier(10), tier(30, 1000n, 2000n)], 1000n, 2000n)).toBe(30);
  });
});

describe('checkContractRates (SPEC §5)', () => {
  const limits = { systemMaxBp: 5000, own: undefined, signed: undefined };

  it('refuses an offer without a non-zero tier', () => {
    expect(checkContractRates([tier(0), tier(0, 10n)], limits)).toEqual({
      error: 'ContractNoRate',
    });
  });

  it('accepts an offer exactly when it is nowhere above the system maximum or the agent, nor below the signed terms', () => {
    fc.assert(
      fc.property(
        tiersArb,
        tiersArb,
        tiersArb,
        fc.array(pointArb, { maxLength: 20 }),
        (offer, own, signed, points) => {
          const refusal = checkContractRates(offer, { systemMaxBp: 5000, own, signed });
          // The corners of every tier and some random points: where the rule can be broken.
          const corners = [...offer, ...own, ...signed].map((t) => ({
            loss: t.minTeamLoss,
            turnover: t.minTurnover,
          }));
          const broken = [...corners, ...points].some(
            ({ loss, turnover }) =>
              rateAt(offer, loss, turnover) > rateAt(own, loss, turnover) ||
              rateAt(offer, loss, turnover) < rateAt(signed, loss, turnover),
          );
          const aboveSystem = offer.some((t) => t.rateBp > 5000);
          const noRate = !offer.some((t) => t.rateBp > 0);
          expect(refusal === undefined).toBe(!broken && !aboveSystem && !noRate);
        },
      ),
    );
  });

  it('names the tier and the limit it broke', () => {
    expect(checkContractRates([tier(5001)], limits)).toEqual({
      error: 'ContractRateAboveSystem',
      tier: 1,
      maxRateBp: 5000,
    });
    expect(
      checkContractRates([tier(10), tier(25, 0n, 100n)], { ...limits, own: [tier(20)] }),
    ).toEqual({ error: 'ContractRateAboveOwn', tier: 2, ownRateBp: 20 });
    expect(
      checkContractRates([tier(10)], { ...limits, signed: [tier(10), tier(15, 100n)] }),
    ).toEqual({ error: 'ContractRateBelowSigned', tier: 2, signedRateBp: 15 });
  });
});
