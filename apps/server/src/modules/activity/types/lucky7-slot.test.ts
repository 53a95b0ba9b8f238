import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spinsEarned } from './lucky7-slot.ts';

const amount = fc.bigInt({ min: 0n, max: 10n ** 9n });

describe('lucky-7 slot spins', () => {
  it('counts a free spin, a turnover threshold and a deposit threshold', () => {
    const config = { spinTurnovers: [0n, 200_000n], spinDeposits: [100_000n] };
    expect(spinsEarned(config, { turnover: 0n, deposited: 0n })).toEqual({
      earned: 1,
      nextTurnover: 200_000n,
      nextDeposit: 100_000n,
    });
    expect(spinsEarned(config, { turnover: 250_000n, deposited: 100_000n })).toEqual({
      earned: 3,
      nextTurnover: null,
      nextDeposit: null,
    });
  });

  it('earns one spin per threshold reached and names the nearest one missing (property)', () => {
    fc.assert(
      fc.property(
        fc.array(amount, { maxLength: 10 }),
        fc.array(amount, { maxLength: 10 }),
        amount,
        amount,
        (spinTurnovers, spinDeposits, turnover, deposited) => {
          const spins = spinsEarned({ spinTurnovers, spinDeposits }, { turnover, deposited });
          const reached = [
            ...spinTurnovers.map((threshold) => turnover >= threshold),
            ...spinDeposits.map((threshold) => deposited >= threshold),
          ];
          expect(spins.earned).toBe(reached.filter(Boolean).length);
          // More turnover never takes a spin away.
          expect(
            spinsEarned({ spinTurnovers, spinDeposits }, { turnover: turnover + 1n, deposited })
              .earned,
          ).toBeGreaterThanOrEqual(spins.earned);
          const missing = spinTurnovers.filter((threshold) => threshold > turnover);
          if (missing.length === 0) expect(spins.nextTurnover).toBeNull();
          else {
            const gap = spins.nextTurnover ?? -1n;
            expect(missing.every((threshold) => threshold - turnover >= gap)).toBe(true);
            expect(missing.some((threshold) => threshold - turnover === gap)).toBe(true);
          }
        },
      ),
    );
  });
});
