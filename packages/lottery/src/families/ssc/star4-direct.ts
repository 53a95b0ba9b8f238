import type { TBetType, TWins } from '../../core/bet-type.ts';
import { product } from '../../core/combinatorics.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { placesHit } from '../../core/win-requirement.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import { sscPositions } from './ssc-family.ts';

/** 四星 is the last four positions, 千 百 十 个 (draw indexes 1-4). */
const window = [1, 2, 3, 4] as const;

/**
 * 四星直选复式: one digit set per position of 千百十个; each unit is one 4-digit number, winning when
 * the draw's last four equal it in order. Count Π n_i. p = 1e-4 (18,000 at group 1800).
 */
export const sscStar4Direct: TBetType = {
  id: 'ssc.star4.direct',
  family: 'ssc',
  name: names('四星直选复式', '4-star direct'),
  group: names('四星', '4 stars'),
  book: 'official',
  shape: {
    kind: 'rows',
    rows: window.map((p) => ({ label: sscPositions[p], minPicks: 1, maxPicks: 10 })),
    balls: { min: 0, max: 9 },
  },
  levels: [{ id: 'first', name: names('一等奖', 'Prize'), probability: fraction(1, 10_000) }],
  validate: (selection) => validateRows(selection, { rows: 4, min: 0, max: 9 }),
  count: (selection) => rowsOf(selection).reduce((units, row) => units * row.length, 1),
  *expand(selection) {
    for (const picks of product(rowsOf(selection))) yield { picks };
  },
  // Row or pick i stands for draw position i + 1.
  settleUnit: (unit, draw) =>
    unit.picks.every((digit, i) => digit === draw[i + 1]) ? ['first'] : [],
  settle(selection, draw): TWins {
    const hit = rowsOf(selection).every((row, i) => row.includes(draw[i + 1] as number));
    return hit ? { first: 1 } : {};
  },
  winRequires: (draw) => placesHit('all', window, draw),
};
