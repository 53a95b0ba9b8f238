import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkConfig,
  meanPrizeOf,
  readConfig,
  exhaustedBelowOf,
  storeConfig,
  type TConfig,
} from './activity-config.ts';
import { prizeTableOfClaim } from './claim-rules.ts';

const entryArb = fc.record({
  amount: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  weight: fc.integer({ min: 1, max: 1_000_000 }),
});
const tableArb = fc.array(entryArb, { minLength: 1, maxLength: 20 });
const configArb: fc.Arbitrary<TConfig> = fc.oneof(
  fc.record({
    type: fc.constant('dailySignInRedPack' as const),
    streakPrizes: fc.array(tableArb, { minLength: 1, maxLength: 7 }),
  }),
  fc.record({
    type: fc.constant('roulette' as const),
    prizes: tableArb,
    spinTurnovers: fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 5 }),
  }),
);

describe('activity prize configuration', () => {
  it('stores amounts exactly (bigint thousandths survive jsonb as strings)', () => {
    fc.assert(
      fc.property(configArb, (config) => {
        expect(readConfig(JSON.parse(storeConfig(config)))).toEqual(config);
      }),
    );
  });

  it('has a mean between the smallest and the largest prize of a table', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const amounts = table.map((entry) => entry.amount);
        const mean = meanPrizeOf(table);
        expect(mean >= amounts.reduce((a, b) => (a < b ? a : b))).toBe(true);
        expect(mean <= amounts.reduce((a, b) => (a > b ? a : b))).toBe(true);
      }),
    );
    expect(
      meanPrizeOf([
        { amount: 1000n, weight: 3 },
        { amount: 5000n, weight: 1 },
      ]),
    ).toBe(2000n);
  });

  it("is exhausted below the smallest of the tables' largest prizes, and refuses a prize of 0", () => {
    const config: TConfig = {
      type: 'dailySignInRedPack',
      streakPrizes: [
        [{ amount: 3000n, weight: 1 }],
        [
          { amount: 2000n, weight: 1 },
          { amount: 9000n, weight: 1 },
        ],
      ],
    };
    expect(exhaustedBelowOf(config)).toBe(3000n);
    expect(checkConfig(config).ok).toBe(true);
    expect(
      checkConfig({ type: 'roulette', prizes: [{ amount: 0n, weight: 1 }], spinTurnovers: [0n] }),
    ).toMatchObject({ ok: false, error: 'ActivityPrizeInvalid' });
  });

  it("picks the streak day's table, the last one past the end", () => {
    const tables = [1n, 2n, 3n].map((amount) => [{ amount, weight: 1 }]);
    const config: TConfig = { type: 'dailySignInRedPack', streakPrizes: tables };
    expect(
      [1, 2, 3, 4, 30].map(
        (day) => prizeTableOfClaim(config, { claimNo: 0, streakDay: day })[0]?.amount,
      ),
    ).toEqual([1n, 2n, 3n, 3n, 3n]);
  });
});
