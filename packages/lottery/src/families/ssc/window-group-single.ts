import type { TWins } from '../../core/bet-type.ts';
import type { TNames } from '../../core/names.ts';
import { entryMultisetKey, groupLevel, multisetKey, patternOf } from './window-patterns.ts';
import type { TWindowRule } from './window-rule.ts';
import { digitsOfEntry, entriesOf, validateEntries } from './window-validate.ts';

export interface TGroupSingleSpec {
  size: number;
  method: string;
  name: TNames;
  /** Patterns an entry may have: ['21'] 组三单式, ['111'] 组六单式, both for 混合组选. */
  patterns: readonly string[];
}

/**
 * 组选单式 / 混合组选: typed numbers, one unit each, read as a set of digits (112 = 121 = 211,
 * so those repeat each other). A unit wins when the window holds the same digits in any order, at
 * the level of its pattern (混合 pays 组三 or 组六 as the entry is). A 豹子 entry is refused
 * (entryLeopard), as is a pair for 二星; an entry of a pattern the type does not sell (123 in
 * 组三单式) is an entryFormat fault.
 */
export function groupSingleRule(spec: TGroupSingleSpec): TWindowRule {
  const { size, patterns } = spec;
  const levels = patterns.map((pattern) => {
    const level = groupLevel(size, pattern);
    if (!level) throw new Error(`no group level for ${size} digits of pattern ${pattern}`);
    return level;
  });
  const levelOf = (digits: readonly number[]) => levels[patterns.indexOf(patternOf(digits))]?.id;
  return {
    size,
    method: spec.method,
    name: spec.name,
    shape: () => ({ kind: 'entries', length: size, balls: { min: 0, max: 9 }, group: true }),
    levels,
    validate: (selection) =>
      validateEntries(selection, {
        length: size,
        key: (entry) => String(entryMultisetKey(entry)),
        refuse(digits) {
          const pattern = patternOf(digits);
          if (!groupLevel(size, pattern)) return 'entryLeopard';
          return patterns.includes(pattern) ? undefined : 'entryFormat';
        },
      }),
    count: (selection) => entriesOf(selection).length,
    *expand(selection) {
      for (const entry of entriesOf(selection)) yield { picks: digitsOfEntry(entry) };
    },
    settleUnit(unit, digits) {
      const level = levelOf(digits);
      return level && multisetKey(unit.picks) === multisetKey(digits) ? [level] : [];
    },
    // Entries are distinct as sets, so at most one matches the window's digits.
    settle(selection, digits): TWins {
      const level = levelOf(digits);
      if (!level) return {};
      const key = multisetKey(digits);
      return entriesOf(selection).some((entry) => entryMultisetKey(entry) === key)
        ? { [level]: 1 }
        : {};
    },
  };
}
