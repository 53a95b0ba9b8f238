import type { TWins } from '../../core/bet-type.ts';
import { choose, combinations } from '../../core/combinatorics.ts';
import { names, type TNames } from '../../core/names.ts';
import { fault, valid, type TSelection } from '../../core/selection.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import { groupLevel, multisetKey, patternOf } from './window-patterns.ts';
import type { TWindowRule } from './window-rule.ts';

/** `picks` digits from row `row`, each appearing `multiplicity` times in the unit. */
export interface TGroupRole {
  readonly row: number;
  readonly multiplicity: number;
  readonly picks: number;
}

export interface TGroupSpec {
  size: number;
  method: string;
  name: TNames;
  rowLabels: readonly TNames[];
  /** One or two roles with different multiplicities; two may share a row (组三). */
  roles: readonly [TGroupRole] | readonly [TGroupRole, TGroupRole];
}

export const groupRowLabels = {
  digits: names('号码', 'Digits'),
  pair: names('二重号', 'Pair digits'),
  triple: names('三重号', 'Triple digits'),
  single: names('单号', 'Single digits'),
};

/**
 * 组选复式 by roles: each unit is one multiset of digits (as sorted picks) with the spec's
 * pattern, winning when the window holds the same digits in any order. 组三 = AAB from one set,
 * n(n−1); 组六 = C(n,3); 二星组选 = C(n,2); 任四组选24 = C(n,4), 12 = Σ_d C(|S∖d|,2),
 * 6 = C(|D|,2), 4 = Σ_t |S∖t|. A window with any other pattern (a 豹子 above all) never wins.
 */
export function groupRule(spec: TGroupSpec): TWindowRule {
  const { size, roles } = spec;
  const pattern = roles
    .flatMap((role) => Array<number>(role.picks).fill(role.multiplicity))
    .sort((a, b) => b - a)
    .join('');
  const level = groupLevel(size, pattern);
  if (!level) throw new Error(`no group level for ${size} digits of pattern ${pattern}`);
  const needed = spec.rowLabels.map((_, r) =>
    roles.reduce((sum, role) => sum + (role.row === r ? role.picks : 0), 0),
  );
  const [first, second] = roles;
  const rowOf = (selection: TSelection, role: TGroupRole) =>
    rowsOf(selection)[role.row] as readonly number[];
  /** Choices for the first role; the second draws from its row less the digits chosen. */
  function* units(selection: TSelection) {
    for (const chosen of combinations(rowOf(selection, first), first.picks)) {
      const repeated = chosen.flatMap((d) => Array<number>(first.multiplicity).fill(d));
      if (!second) yield repeated;
      else {
        const rest = rowOf(selection, second).filter((d) => !chosen.includes(d));
        for (const other of combinations(rest, second.picks))
          yield [...repeated, ...other.flatMap((d) => Array<number>(second.multiplicity).fill(d))];
      }
    }
  }
  return {
    size,
    method: spec.method,
    name: spec.name,
    shape: () => ({
      kind: 'rows',
      rows: spec.rowLabels.map((label, r) => ({
        label,
        minPicks: needed[r] as number,
        maxPicks: 10,
      })),
      balls: { min: 0, max: 9 },
    }),
    levels: [level],
    validate(selection) {
      const rows = validateRows(selection, { rows: spec.rowLabels.length, min: 0, max: 9 });
      if (!rows.ok) return rows;
      const short = rowsOf(selection).findIndex((row, r) => row.length < (needed[r] as number));
      return short < 0 ? valid : fault('tooFew', `rows[${short}]`);
    },
    count(selection) {
      if (!second) return choose(rowOf(selection, first).length, first.picks);
      let total = 0;
      for (const chosen of combinations(rowOf(selection, first), first.picks))
        total += choose(
          rowOf(selection, second).filter((d) => !chosen.includes(d)).length,
          second.picks,
        );
      return total;
    },
    *expand(selection) {
      for (const digits of units(selection)) yield { picks: digits.sort((a, b) => a - b) };
    },
    settleUnit: (unit, digits) =>
      multisetKey(unit.picks) === multisetKey(digits) ? [level.id] : [],
    // Units are distinct multisets, so at most one matches: the window must have the pattern,
    // and the digits repeated m times must come from the row of the role with multiplicity m.
    settle(selection, digits): TWins {
      if (patternOf(digits) !== pattern) return {};
      for (const digit of digits) {
        const m = digits.filter((d) => d === digit).length;
        const role = m === first.multiplicity ? first : (second as TGroupRole);
        if (!rowOf(selection, role).includes(digit)) return {};
      }
      return { [level.id]: 1 };
    },
  };
}
