import {
  betTypesOf,
  families,
  findBetType,
  minOddsThousandths,
  validateOddsTable,
} from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { defaultOddsTable } from './default-odds.ts';

describe('default two-sided odds', () => {
  it('price the levels of each type by the return and the probability', () => {
    const elevenFive = defaultOddsTable('11x5', 975);
    // 大 on one ball: p = 5/11, 975 × 11 / 5 = 2145; ball 11 (tie) loses.
    expect(elevenFive['11x5.twoSided.ball1']).toEqual({
      odds: { big: 2145, small: 2145, odd: 2145, even: 2145 },
      tie: 'lose',
    });
    // 龙虎 on PK10: p = 1/2 each, no tie.
    expect(defaultOddsTable('pk10', 975)['pk10.twoSided.dragonTiger1v10']).toEqual({
      odds: { dragon: 1950, tiger: 1950 },
    });
  });

  it('pays a face shown once, twice, thrice ×1, ×2, ×3 of one margin (单挑一骰)', () => {
    // m = (0.975 − 91/216) / (108/216) = 1.10740…: 2.107, 3.214, 4.322.
    expect(defaultOddsTable('k3', 975)['k3.twoSided.dieCount']).toEqual({
      odds: { once: 2107, twice: 3214, thrice: 4322 },
    });
  });

  it.each([500, 975, 999])(
    'never return more than %i per mille per unit, unless clamped to the minimum odds',
    (returnPermille) => {
      for (const family of families) {
        const table = defaultOddsTable(family.id, returnPermille);
        expect(validateOddsTable(table, betTypesOf(family.id))).toEqual({ ok: true });
        for (const [id, entry] of Object.entries(table)) {
          const type = findBetType(id);
          if (!type) throw new Error(id);
          // A unit's return in thousandths of its stake: p × odds per level, summed over the
          // levels one unit can win on different draws (单挑一骰 only; one level elsewhere).
          const priced = type.levels.flatMap((level) => {
            const odds = entry.odds[level.id];
            const { num, den } = level.probability;
            return odds === undefined ? [] : [{ odds, value: (Number(num) / Number(den)) * odds }];
          });
          const perUnit =
            id === 'k3.twoSided.dieCount'
              ? [{ odds: 0, value: priced.reduce((sum, level) => sum + level.value, 0) }]
              : priced;
          for (const { odds, value } of perUnit) {
            if (odds === minOddsThousandths) continue;
            // Flooring the odds loses less than p × 1 thousandth.
            expect(value).toBeLessThanOrEqual(returnPermille + 1e-6);
            expect(value).toBeGreaterThan(returnPermille - 1);
          }
        }
      }
    },
  );

  it('has no table entries for families without two-sided types', () => {
    expect(defaultOddsTable('ssc', 975)).toEqual({});
  });
});
