import type { TBetType, TWins } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import { firstLevel } from '../../core/kit/bet-head.ts';
import { k3Faces } from './k3-family.ts';

/** The pair face and the single face of dice showing exactly one pair, e.g. 1 1 2 → [1, 2]. */
function pairOf(draw: readonly number[]): [number, number] | undefined {
  const [a, b, c] = draw as [number, number, number];
  if (a === b && b === c) return undefined;
  if (a === b) return [a, c];
  if (a === c) return [a, b];
  if (b === c) return [b, a];
  return undefined;
}

/**
 * 二同号单选: pair faces P and single faces S; a unit is one pair p with one other face s,
 * Σ_{p∈P} |S∖{p}| units. Wins when the dice are exactly {p, p, s}: 3 of the 216 outcomes,
 * p = 1/72 (129.6 at group 1800).
 */
export const k3PairSingle: TBetType = {
  id: 'k3.pair.single',
  family: 'k3',
  name: names('二同号单选', 'Pair, exact'),
  group: names('二同号', 'Pair'),
  book: 'official',
  shape: {
    kind: 'rows',
    rows: [
      { label: names('同号', 'Pair face'), minPicks: 1, maxPicks: 6 },
      { label: names('不同号', 'Single face'), minPicks: 1, maxPicks: 6 },
    ],
    balls: k3Faces,
  },
  levels: [firstLevel(fraction(3, 216))],
  validate: (selection) => validateRows(selection, { rows: 2, ...k3Faces }),
  count(selection) {
    const [pairs = [], singles = []] = rowsOf(selection);
    return pairs.reduce((units, p) => units + singles.filter((s) => s !== p).length, 0);
  },
  *expand(selection) {
    const [pairs = [], singles = []] = rowsOf(selection);
    for (const p of pairs) for (const s of singles) if (s !== p) yield { picks: [p, s] };
  },
  settleUnit(unit, draw) {
    const pair = pairOf(draw);
    return pair && pair[0] === unit.picks[0] && pair[1] === unit.picks[1] ? ['first'] : [];
  },
  settle(selection, draw): TWins {
    const pair = pairOf(draw);
    const [pairs = [], singles = []] = rowsOf(selection);
    return pair && pairs.includes(pair[0]) && singles.includes(pair[1]) ? { first: 1 } : {};
  },
};
