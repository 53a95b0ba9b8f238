import type { TBetType, TWins } from '../../core/bet-type.ts';
import { choose, combinations } from '../../core/combinatorics.ts';
import { names, type TNames } from '../../core/names.ts';
import { fault, valid, type TSelection, type TValidation } from '../../core/selection.ts';
import { sscPositions } from './ssc-family.ts';
import type { TWindowRule } from './window-rule.ts';

export const anyGroupName = (k: number): TNames => names(`任${'零一二三四'[k]}`, `Any ${k}`);

/** The k-subsets of the ticked boxes, in position order, cached by k and the set of boxes. */
const subsetCache = new Map<number, number[][]>();
function subsetsOf(selection: TSelection, k: number): number[][] {
  const mask = (selection.positions ?? []).reduce((bits, p) => bits | (1 << p), 0);
  const key = mask * 8 + k;
  let subsets = subsetCache.get(key);
  if (!subsets) {
    const boxes = sscPositions.map((_, p) => p).filter((p) => mask & (1 << p));
    subsets = [...combinations(boxes, k)];
    subsetCache.set(key, subsets);
  }
  return subsets;
}

/** Check-boxes over 万千百十个: distinct indexes 0-4, at least k of them. */
function validatePositions(selection: TSelection, k: number): TValidation {
  const { positions } = selection;
  if (!Array.isArray(positions)) return fault('shape', 'positions');
  if (positions.some((p) => !Number.isInteger(p) || p < 0 || p >= sscPositions.length))
    return fault('outOfRange', 'positions');
  if (new Set(positions).size !== positions.length) return fault('duplicate', 'positions');
  if (positions.length < k) return fault('tooFew', 'positions');
  return valid;
}

/**
 * 任选 with position check-boxes (SSC): the rule's numbers are played on every k-subset of the
 * m ≥ k checked positions, as if each subset were a window. Count = rule units × C(m,k); units
 * carry their subset in `positions`; wins add up over the subsets (at most C(5,k) = 10).
 */
export function anyCheckboxType(rule: TWindowRule): TBetType {
  const k = rule.size;
  const digitsAt = (draw: readonly number[], positions: readonly number[]) =>
    positions.map((p) => draw[p] as number);
  return {
    id: `ssc.any${k}.${rule.method}`,
    family: 'ssc',
    name: names(`${anyGroupName(k).zh}${rule.name.zh}`, `${anyGroupName(k).en} ${rule.name.en}`),
    group: anyGroupName(k),
    book: 'official',
    shape: {
      kind: 'positions',
      positions: sscPositions,
      minPositions: k,
      of: rule.shape(sscPositions.slice(0, k)),
    },
    levels: rule.levels,
    validate(selection) {
      const positions = validatePositions(selection, k);
      return positions.ok ? rule.validate(selection) : positions;
    },
    count: (selection) => rule.count(selection) * choose(selection.positions?.length ?? 0, k),
    *expand(selection) {
      for (const positions of subsetsOf(selection, k))
        for (const unit of rule.expand(selection)) yield { ...unit, positions };
    },
    settleUnit: (unit, draw) => rule.settleUnit(unit, digitsAt(draw, unit.positions ?? [])),
    settle(selection, draw): TWins {
      const wins: Record<string, number> = {};
      for (const positions of subsetsOf(selection, k)) {
        const won = rule.settle(selection, digitsAt(draw, positions));
        for (const level in won) wins[level] = (wins[level] ?? 0) + (won[level] as number);
      }
      return wins;
    },
  };
}
