import type { TWins } from '../../core/bet-type.ts';
import { product } from '../../core/combinatorics.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import type { TWindowRule } from './window-rule.ts';

const tailLevels = [
  { id: 'star3', name: names('三星', '3 stars'), probability: fraction(1, 1000) },
  { id: 'star2', name: names('二星', '2 stars'), probability: fraction(1, 100) },
  { id: 'star1', name: names('一星', '1 star'), probability: fraction(1, 10) },
];

/**
 * 三星直选组合: 3 rows; each ticket abc buys three units, abc, bc and c (the window's 3-, 2- and
 * 1-star tails), so count = 3 × Π n_i; each unit pays its own level (1800 / 180 / 18 at 1800).
 */
export const star3ComboRule: TWindowRule = {
  size: 3,
  method: 'combo',
  name: names('直选组合', 'direct combination'),
  shape: (labels) => ({
    kind: 'rows',
    rows: labels.map((label) => ({ label, minPicks: 1, maxPicks: 10 })),
    balls: { min: 0, max: 9 },
  }),
  levels: tailLevels,
  validate: (selection) => validateRows(selection, { rows: 3, min: 0, max: 9 }),
  count: (selection) => 3 * rowsOf(selection).reduce((units, row) => units * row.length, 1),
  *expand(selection) {
    for (const picks of product(rowsOf(selection)))
      for (let tail = 3; tail >= 1; tail -= 1) yield { picks: picks.slice(3 - tail) };
  },
  settleUnit(unit, digits) {
    const tail = unit.picks.length;
    const hit = unit.picks.every((digit, i) => digit === digits[3 - tail + i]);
    return hit ? [`star${tail}`] : [];
  },
  // A tail of k digits wins in every ticket that matches it, one per choice of the other rows.
  settle(selection, digits): TWins {
    const [a = [], b = [], c = []] = rowsOf(selection);
    const wins: Record<string, number> = {};
    if (!c.includes(digits[2] as number)) return wins;
    wins.star1 = a.length * b.length;
    if (!b.includes(digits[1] as number)) return wins;
    wins.star2 = a.length;
    if (a.includes(digits[0] as number)) wins.star3 = 1;
    return wins;
  },
};
