import type { TBetType, TWins } from '../../core/bet-type.ts';
import { product } from '../../core/combinatorics.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { placesHit } from '../../core/win-requirement.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import { sscPositions } from './ssc-family.ts';

/**
 * 五星直选复式: one digit set per position; each unit is one 5-digit number, which wins when the
 * draw equals it in order. Count Π n_i. p = 1e-5 (180,000 at group 1800).
 */
export const sscStar5Direct: TBetType = {
  id: 'ssc.star5.direct',
  family: 'ssc',
  name: names('五星直选复式', '5-star direct'),
  group: names('五星', '5 stars'),
  book: 'official',
  shape: {
    kind: 'rows',
    rows: sscPositions.map((label) => ({ label, minPicks: 1, maxPicks: 10 })),
    balls: { min: 0, max: 9 },
  },
  levels: [{ id: 'first', name: names('一等奖', 'Prize'), probability: fraction(1, 100_000) }],
  validate: (selection) => validateRows(selection, { rows: 5, min: 0, max: 9 }),
  count: (selection) => rowsOf(selection).reduce((units, row) => units * row.length, 1),
  *expand(selection) {
    for (const picks of product(rowsOf(selection))) yield { picks };
  },
  settleUnit: (unit, draw) => (unit.picks.every((digit, i) => digit === draw[i]) ? ['first'] : []),
  settle(selection, draw): TWins {
    const hit = rowsOf(selection).every((row, i) => row.includes(draw[i] as number));
    return hit ? { first: 1 } : {};
  },
  winRequires: (draw) => placesHit('all', [0, 1, 2, 3, 4], draw),
};
