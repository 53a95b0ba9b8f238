import { firstLevel } from '../../core/kit/bet-head.ts';
import type { TBetType, TWins } from '../../core/bet-type.ts';
import { choose, combinations, product } from '../../core/combinatorics.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { fault, valid } from '../../core/selection.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import { anyGroupName } from './any-checkbox.ts';
import { sscPositions } from './ssc-family.ts';

/**
 * 任二 / 任三 / 任四 直选复式: five rows, any may be empty, at least k filled. Every k-subset of the
 * filled rows is a direct bet on those positions: count = Σ over subsets of Π n_i (the k-th
 * elementary symmetric sum of the row sizes). p = 10^-k (180 / 1800 / 18,000 at 1800). A
 * subset wins when each of its rows holds its drawn digit, so with h such rows C(h,k) units win.
 */
export function anyDirectType(k: 2 | 3 | 4): TBetType {
  const filledRows = (rows: readonly (readonly number[])[]) =>
    rows.flatMap((row, p) => (row.length > 0 ? [p] : []));
  return {
    id: `ssc.any${k}.direct`,
    family: 'ssc',
    name: names(`${anyGroupName(k).zh}直选复式`, `${anyGroupName(k).en} direct`),
    group: anyGroupName(k),
    book: 'official',
    shape: {
      kind: 'rows',
      rows: sscPositions.map((label) => ({ label, minPicks: 0, maxPicks: 10 })),
      balls: { min: 0, max: 9 },
    },
    levels: [firstLevel(fraction(1, 10 ** k))],
    validate(selection) {
      if (selection.positions !== undefined) return fault('shape', 'positions');
      const rows = validateRows(selection, { rows: 5, min: 0, max: 9, minPicks: 0 });
      if (!rows.ok) return rows;
      return filledRows(rowsOf(selection)).length >= k ? valid : fault('tooFew', 'rows');
    },
    count(selection) {
      // e_j after each row: the sums over j-subsets of the rows so far.
      const e = [1, 0, 0, 0, 0];
      for (const row of rowsOf(selection))
        for (let j = k; j >= 1; j -= 1) e[j] = (e[j] as number) + (e[j - 1] as number) * row.length;
      return e[k] as number;
    },
    *expand(selection) {
      const rows = rowsOf(selection);
      for (const positions of combinations(filledRows(rows), k))
        for (const picks of product(positions.map((p) => rows[p] as readonly number[])))
          yield { picks, positions };
    },
    settleUnit: (unit, draw) =>
      unit.picks.every((digit, i) => draw[unit.positions?.[i] as number] === digit)
        ? ['first']
        : [],
    settle(selection, draw): TWins {
      const hits = rowsOf(selection).filter((row, p) => row.includes(draw[p] as number)).length;
      const wins = choose(hits, k);
      return wins > 0 ? { first: wins } : {};
    },
  };
}
