import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kenoTierSteps, type TKenoTier } from './deposit-keno-tiers.ts';
import { chosenStep } from './steps.ts';

const amount = fc.bigInt({ min: 0n, max: 10n ** 9n });
const tiers = fc.array(
  fc.record({
    deposit: amount,
    kenoTurnover: amount,
    prize: fc.bigInt({ min: 1n, max: 10n ** 6n }),
  }),
  { minLength: 1, maxLength: 10 },
);
const claimed = fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { maxLength: 10 });

describe('deposit and KENO tiers', () => {
  it('marks a tier done exactly when both its deposit and its KENO turnover are reached', () => {
    fc.assert(
      fc.property(tiers, amount, amount, claimed, (list, deposited, keno, taken) => {
        const steps = kenoTierSteps(list, { deposited, kenoTurnover: keno }, new Set(taken));
        steps.forEach((step, index) => {
          const tier = list[index] as TKenoTier;
          expect(step.claimNo).toBe(index);
          expect(step.done).toBe(deposited >= tier.deposit && keno >= tier.kenoTurnover);
          expect(step.claimed).toBe(taken.includes(index));
          expect(step.prize).toBe(tier.prize);
        });
      }),
    );
  });

  it('lets a claim through only for a tier done and not yet claimed', () => {
    fc.assert(
      fc.property(
        tiers,
        amount,
        amount,
        claimed,
        fc.integer({ min: 0, max: 12 }),
        (list, d, k, taken, n) => {
          const steps = kenoTierSteps(list, { deposited: d, kenoTurnover: k }, new Set(taken));
          const chosen = chosenStep(steps, n);
          const step = steps[n];
          if (!step) expect(chosen).toMatchObject({ ok: false, error: 'ActivityStepNotFound' });
          else if (step.claimed)
            expect(chosen).toMatchObject({ ok: false, error: 'ActivityAlreadyClaimed' });
          else if (!step.done)
            expect(chosen).toMatchObject({ ok: false, error: 'ActivityStepNotDone' });
          else expect(chosen).toEqual({ ok: true, value: step });
        },
      ),
    );
  });

  it('needs a step named', () => {
    expect(chosenStep([], undefined)).toMatchObject({ ok: false, error: 'ActivityStepRequired' });
  });
});
