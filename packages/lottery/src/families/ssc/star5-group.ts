import type { TBetType, TWins } from '../../core/bet-type.ts';
import { choose, combinations } from '../../core/combinatorics.ts';
import { fraction, type TFraction } from '../../core/fraction.ts';
import { names, type TNames } from '../../core/names.ts';
import { fault, valid, type TSelection } from '../../core/selection.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';

/** One row of a 组选 picker: its digits each appear `times` in the draw; a unit takes `picks`. */
export interface TGroupRole {
  label: TNames;
  times: number;
  picks: number;
}

export const role = (label: TNames, times: number, picks: number): TGroupRole => ({
  label,
  times,
  picks,
});

export const roleLabels = {
  any: names('组选号', 'Digits'),
  single: names('单号', 'Single digits'),
  pair: names('二重号', 'Pair digits'),
  triple: names('三重号', 'Triple digits'),
  quad: names('四重号', 'Quadruple digits'),
};

export interface TGroupSpec {
  id: string;
  name: TNames;
  group: TNames;
  /** Draw positions judged as a multiset (五星 0-4, 四星 1-4). */
  window: readonly number[];
  /** One or two roles; Σ times × picks = window length, and no digit serves two roles. */
  roles: readonly TGroupRole[];
  /** Orderings of the pattern over 10^length draws, e.g. AABCD: 5!/2! = 60 of 100,000. */
  probability: TFraction;
}

/**
 * Units of a 组选 selection: a unit picks k1 digits X from row A, then k2 digits from row B
 * outside X (k = each role's `picks`). Splitting by j = |X ∩ B|:
 *   Σ_j C(|A∩B|, j) · C(|A∖B|, k1 − j) · C(|B| − j, k2),
 * which is the brief's Σ_{d∈D} C(|S∖{d}|, 3) for 组选60 and its kin, for any pick counts.
 */
function countGroup(rows: readonly (readonly number[])[], roles: readonly TGroupRole[]): number {
  const [a = [], b] = rows;
  const [first, second] = roles;
  if (!first) return 0;
  if (!second || !b) return choose(a.length, first.picks);
  const shared = a.filter((digit) => b.includes(digit)).length;
  let units = 0;
  for (let j = 0; j <= Math.min(shared, first.picks); j += 1)
    units +=
      choose(shared, j) *
      choose(a.length - shared, first.picks - j) *
      choose(b.length - j, second.picks);
  return units;
}

/** How many times each digit 0-9 appears in the window of the draw. */
function digitCounts(draw: readonly number[], window: readonly number[]): Uint8Array {
  const counts = new Uint8Array(10);
  for (const p of window) {
    const digit = draw[p] as number;
    counts[digit] = (counts[digit] as number) + 1;
  }
  return counts;
}

/**
 * 组选 of a window (五星 120/60/30/20/10/5, 四星 24/12/6/4): the draw's window, in any order, has
 * exactly the pattern's multiplicities with the unit's digits in their roles. One prize level; a
 * draw outside the pattern (a 豹子 among them) never wins. The draw fixes X and Y, so a selection
 * wins at most one unit.
 */
export function groupPatternType(spec: TGroupSpec): TBetType {
  const { window, roles } = spec;
  const validate = (selection: TSelection) => {
    const rowsValid = validateRows(selection, { rows: roles.length, min: 0, max: 9 });
    if (!rowsValid.ok) return rowsValid;
    const rows = rowsOf(selection);
    for (const [r, role] of roles.entries())
      if ((rows[r]?.length ?? 0) < role.picks) return fault('tooFew', `rows[${r}]`);
    // e.g. 组选60 with 二重号 {1} and 单号 {1, 2, 3}: every row is long enough, yet no unit.
    return countGroup(rows, roles) > 0 ? valid : fault('noUnits', 'rows');
  };
  return {
    id: spec.id,
    family: 'ssc',
    name: spec.name,
    group: spec.group,
    book: 'official',
    shape: {
      kind: 'rows',
      rows: roles.map((role) => ({ label: role.label, minPicks: role.picks, maxPicks: 10 })),
      balls: { min: 0, max: 9 },
    },
    levels: [{ id: 'first', name: names('一等奖', 'Prize'), probability: spec.probability }],
    validate,
    count: (selection) => countGroup(rowsOf(selection), roles),
    *expand(selection) {
      const [a = [], b = []] = rowsOf(selection);
      const [first, second] = roles;
      for (const x of combinations(a, first?.picks ?? 0)) {
        if (!second) yield { picks: x };
        else {
          const rest = b.filter((digit) => !x.includes(digit));
          for (const y of combinations(rest, second.picks)) yield { picks: [...x, ...y] };
        }
      }
    },
    settleUnit(unit, draw) {
      // Distinct digits whose counts match their roles' times fill the whole window exactly.
      const counts = digitCounts(draw, window);
      let at = 0;
      for (const role of roles) {
        const digits = unit.picks.slice(at, at + role.picks);
        if (digits.some((digit) => counts[digit] !== role.times)) return [];
        at += role.picks;
      }
      return ['first'];
    },
    settle(selection, draw): TWins {
      const counts = digitCounts(draw, window);
      const rows = rowsOf(selection);
      for (const [r, role] of roles.entries()) {
        let found = 0;
        for (const [digit, count] of counts.entries()) {
          if (count !== role.times) continue;
          if (!rows[r]?.includes(digit)) return {};
          found += 1;
        }
        if (found !== role.picks) return {};
      }
      return { first: 1 };
    },
  };
}

const star5 = (method: string, zh: string, roles: readonly TGroupRole[], orderings: number) =>
  groupPatternType({
    id: `ssc.star5.${method}`,
    name: names(`五星${zh}`, `5-star ${method.replace('group', 'group ')}`),
    group: names('五星', '5 stars'),
    window: [0, 1, 2, 3, 4],
    roles,
    probability: fraction(orderings, 100_000),
  });

const { any, single, pair, triple, quad } = roleLabels;

/** @1800: 120 → 1500, 60 → 3000, 30 → 6000, 20 → 9000, 10 → 18,000, 5 → 36,000. */
export const sscStar5GroupTypes: readonly TBetType[] = [
  star5('group120', '组选120', [role(any, 1, 5)], 120),
  star5('group60', '组选60', [role(pair, 2, 1), role(single, 1, 3)], 60),
  star5('group30', '组选30', [role(pair, 2, 2), role(single, 1, 1)], 30),
  star5('group20', '组选20', [role(triple, 3, 1), role(single, 1, 2)], 20),
  star5('group10', '组选10', [role(triple, 3, 1), role(pair, 2, 1)], 10),
  star5('group5', '组选5', [role(quad, 4, 1), role(single, 1, 1)], 5),
];
