import type { TBetType, TWins } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { fault, valid, type TSelection, type TValidation } from '../../core/selection.ts';
import { sumOf, triplesWithSum } from './lucky28-family.ts';

/** A set of distinct integer sums in 0-27, at least one. */
function validateSums(selection: TSelection): TValidation {
  const { sums } = selection;
  if (!sums || selection.rows || selection.entries || selection.items || selection.positions)
    return fault('shape', 'sums');
  if (!Array.isArray(sums)) return fault('shape', 'sums');
  if (sums.length === 0) return fault('tooFew', 'sums');
  for (const [i, sum] of sums.entries()) {
    if (!Number.isInteger(sum) || sum < 0 || sum > 27) return fault('outOfRange', `sums[${i}]`);
    if (sums.indexOf(sum) !== i) return fault('duplicate', `sums[${i}]`);
  }
  return valid;
}

const levelId = (sum: number) => `sum${sum}`;
const sumsOf = (selection: TSelection) => selection.sums ?? [];

/**
 * 特码 (和值): each picked sum 0-27 is one unit, winning at that sum's own level: PC28 books pay
 * odds per sum, so the level is the outcome. p(s) = N3(s)/1000, from 1/1000 (0, 27) to 75/1000
 * (13, 14).
 */
export const lucky28SumExact: TBetType = {
  id: 'lucky28.sum.exact',
  family: 'lucky28',
  name: names('特码', 'Exact sum'),
  group: names('和值', 'Sum'),
  book: 'twoSided',
  shape: { kind: 'sums', min: 0, max: 27, label: names('和值', 'Sum') },
  levels: Array.from({ length: 28 }, (_, sum) => ({
    id: levelId(sum),
    name: names(`和值${sum}`, `Sum ${sum}`),
    probability: fraction(triplesWithSum(sum), 1000),
  })),
  validate: validateSums,
  count: (selection) => sumsOf(selection).length,
  *expand(selection) {
    for (const sum of sumsOf(selection)) yield { picks: [sum] };
  },
  settleUnit: (unit, draw) => (unit.picks[0] === sumOf(draw) ? [levelId(sumOf(draw))] : []),
  settle(selection, draw): TWins {
    const sum = sumOf(draw);
    return sumsOf(selection).includes(sum) ? { [levelId(sum)]: 1 } : {};
  },
};
