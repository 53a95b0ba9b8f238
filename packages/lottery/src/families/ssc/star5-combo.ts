import type { TBetType, TPrizeLevel, TWins } from '../../core/bet-type.ts';
import { product } from '../../core/combinatorics.ts';
import { fraction } from '../../core/fraction.ts';
import { names, type TNames } from '../../core/names.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import { sscPositions } from './ssc-family.ts';

const starNames = ['一星', '二星', '三星', '四星', '五星'];

/** The level a k-digit tail wins: `star${k}`, p = 10^-k. */
const tailLevel = (k: number): TPrizeLevel => ({
  id: `star${k}`,
  name: names(starNames[k - 1] ?? '', k === 1 ? '1 star' : `${k} stars`),
  probability: fraction(1, 10 ** k),
});

export interface TDirectComboSpec {
  id: string;
  name: TNames;
  group: TNames;
  /** Draw positions of the rows, left to right; tails are taken from the right (个位 last). */
  window: readonly number[];
}

/**
 * 直选组合: the rows make Π n_i numbers, and each number is bought as every tail of itself: for
 * 五星, the 5-star number, its last 4, last 3, last 2 and last digit, so count = 5 × Π n_i. Each
 * tail unit wins its own level (五星 180,000 / 18,000 / 1800 / 180 / 18 at 1800), so one number
 * that hits all five tails pays all five levels.
 */
export function directComboType(spec: TDirectComboSpec): TBetType {
  const { window } = spec;
  const size = window.length;
  return {
    id: spec.id,
    family: 'ssc',
    name: spec.name,
    group: spec.group,
    book: 'official',
    shape: {
      kind: 'rows',
      rows: window.map((p) => ({ label: sscPositions[p] as TNames, minPicks: 1, maxPicks: 10 })),
      balls: { min: 0, max: 9 },
    },
    levels: window.map((_, i) => tailLevel(size - i)),
    validate: (selection) => validateRows(selection, { rows: size, min: 0, max: 9 }),
    count: (selection) => size * rowsOf(selection).reduce((units, row) => units * row.length, 1),
    *expand(selection) {
      for (const picks of product(rowsOf(selection))) {
        for (let start = 0; start < size; start += 1)
          yield { picks: picks.slice(start), positions: window.slice(start) };
      }
    },
    settleUnit: (unit, draw) => {
      const hit = unit.picks.every((digit, i) => digit === draw[unit.positions?.[i] ?? -1]);
      return hit ? [`star${unit.picks.length}`] : [];
    },
    settle(selection, draw): TWins {
      // A tail from row `start` wins for every number whose rows from `start` on hold the drawn
      // digits, whatever the rows before it: Π_{i<start} n_i winners. Longer tails need every
      // shorter one to hit, so stop at the first miss from the right.
      const rows = rowsOf(selection);
      const wins: Record<string, number> = {};
      for (let start = size - 1; start >= 0; start -= 1) {
        if (!rows[start]?.includes(draw[window[start] as number] as number)) break;
        wins[`star${size - start}`] = rows
          .slice(0, start)
          .reduce((units, row) => units * row.length, 1);
      }
      return wins;
    },
  };
}

export const sscStar5Combo = directComboType({
  id: 'ssc.star5.combo',
  name: names('五星直选组合', '5-star direct, all tails'),
  group: names('五星', '5 stars'),
  window: [0, 1, 2, 3, 4],
});
