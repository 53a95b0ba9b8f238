import type { TPrizeLevel, TWins } from '../../core/bet-type.ts';
import { names } from '../../core/names.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import { groupLevel, groupLevelIdOf, multisetKey, patternOf } from './window-patterns.ts';
import type { TWindowRule } from './window-rule.ts';
import { sumsOf, validateSums } from './window-validate.ts';

const sumOf = (digits: readonly number[]) => digits.reduce((sum, digit) => sum + digit, 0);

/** Non-decreasing digit tuples of `size`: every multiset once, as sorted picks. */
function sortedTuples(size: number, from = 0): number[][] {
  if (size === 0) return [[]];
  const all: number[][] = [];
  for (let digit = from; digit <= 9; digit += 1)
    for (const rest of sortedTuples(size - 1, digit)) all.push([digit, ...rest]);
  return all;
}

/** Every group unit of `size` digits: 45 二星 pairs; 210 三星 (90 组三 + 120 组六). */
const groupMultisets = (size: 2 | 3) =>
  sortedTuples(size).filter((picks) => groupLevel(size, patternOf(picks)) !== undefined);

const multisets = { 2: groupMultisets(2), 3: groupMultisets(3) };

/** G2(s), s = 1..9: 1 1 2 2 3 3 4 4 5 and G2(s) = G2(18 − s); G3(s), s = 1..13, symmetric about 13.5. */
const g2Half = [0, 1, 1, 2, 2, 3, 3, 4, 4, 5];
const g3Half = [0, 1, 2, 2, 4, 5, 6, 8, 10, 11, 13, 14, 14, 15];

/** Group units (not leopards, not 二星 pairs) of `size` digits with digit sum s. */
export function groupSumCount(size: 2 | 3, sum: number): number {
  const top = 9 * size;
  const half = size === 2 ? g2Half : g3Half;
  return half[Math.min(sum, top - sum)] ?? 0;
}

const levelsOf = (size: 2 | 3) =>
  (size === 2 ? ['11'] : ['21', '111']).map((pattern) => groupLevel(size, pattern) as TPrizeLevel);

const settleUnit = (picks: readonly number[], digits: readonly number[]) => {
  const level = groupLevelIdOf(digits);
  return level && multisetKey(picks) === multisetKey(digits) ? [level] : [];
};

/**
 * 组选和值: sums 1..9·size−1; each unit is one group multiset with that sum, count Σ G(s), and
 * the window wins (at 组三 or 组六 by its pattern; 二星 组选) when its sum is chosen and it is not
 * a leopard or a 二星 pair. A sum that only leopards make (0, 27 or 0, 18) is out of range.
 */
export function groupSumRule(size: 2 | 3): TWindowRule {
  const max = 9 * size - 1;
  return {
    size,
    method: 'groupSum',
    name: names('组选和值', 'group sum'),
    shape: () => ({ kind: 'sums', min: 1, max, label: names('和值', 'sum') }),
    levels: levelsOf(size),
    validate: (selection) => validateSums(selection, 1, max),
    count: (selection) => sumsOf(selection).reduce((n, sum) => n + groupSumCount(size, sum), 0),
    *expand(selection) {
      const wanted = new Set(sumsOf(selection));
      for (const picks of multisets[size]) if (wanted.has(sumOf(picks))) yield { picks };
    },
    settleUnit: (unit, digits) => settleUnit(unit.picks, digits),
    settle(selection, digits): TWins {
      const level = groupLevelIdOf(digits);
      return level && sumsOf(selection).includes(sumOf(digits)) ? { [level]: 1 } : {};
    },
  };
}

/**
 * 组选包胆: exactly one digit (the 胆); the units are every group multiset holding it: 三星 54
 * (9 AAB with A = 胆, 9 with B = 胆, C(9,2) = 36 组六), 二星 9. The window wins when it holds the
 * 胆 and is not a leopard (or 二星 pair).
 */
export function groupBankerRule(size: 2 | 3): TWindowRule {
  return {
    size,
    method: 'groupBanker',
    name: names('组选包胆', 'group banker'),
    shape: () => ({
      kind: 'rows',
      rows: [{ label: names('胆码', 'Banker'), minPicks: 1, maxPicks: 1 }],
      balls: { min: 0, max: 9 },
    }),
    levels: levelsOf(size),
    validate: (selection) => validateRows(selection, { rows: 1, min: 0, max: 9, maxPicks: 1 }),
    count: () => (size === 3 ? 54 : 9),
    *expand(selection) {
      const banker = rowsOf(selection)[0]?.[0] as number;
      for (const picks of multisets[size]) if (picks.includes(banker)) yield { picks };
    },
    settleUnit: (unit, digits) => settleUnit(unit.picks, digits),
    settle(selection, digits): TWins {
      const level = groupLevelIdOf(digits);
      const banker = rowsOf(selection)[0]?.[0] as number;
      return level && digits.includes(banker) ? { [level]: 1 } : {};
    },
  };
}
