import type { TPrizeLevel } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';

const weights = Array.from({ length: 10 }, (_, digit) => 8 ** digit);

/**
 * The identity of a group (组选) unit, whatever the digits' order: Σ 8^digit. A digit repeats at
 * most 5 times, so each octal place holds its count and different multisets never collide.
 */
export const multisetKey = (digits: readonly number[]): number => {
  let key = 0;
  for (const digit of digits) key += weights[digit] as number;
  return key;
};

/** Patterns by multiset key: settling reads them per draw, and there are few multisets. */
const patterns = new Map<number, string>();

/** How often each digit repeats, largest first: 112 → '21', 123 → '111', 1122 → '22', 777 → '3'. */
export function patternOf(digits: readonly number[]): string {
  const key = multisetKey(digits);
  let pattern = patterns.get(key);
  if (pattern === undefined) {
    const counts = new Map<number, number>();
    for (const digit of digits) counts.set(digit, (counts.get(digit) ?? 0) + 1);
    pattern = [...counts.values()].sort((a, b) => b - a).join('');
    patterns.set(key, pattern);
  }
  return pattern;
}

/** multisetKey of a typed entry, read from its characters. */
export const entryMultisetKey = (entry: string): number => {
  let key = 0;
  for (let i = 0; i < entry.length; i += 1) key += weights[entry.charCodeAt(i) - 48] as number;
  return key;
};

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** Orderings of one multiset with this pattern: size!/Π m! (AAB → 3, ABC → 6, AABC → 12). */
const orderings = (size: number, pattern: string) =>
  [...pattern].reduce((total, m) => total / factorial(Number(m)), factorial(size));

const level = (size: number, pattern: string, id: string, zh: string, en: string) => ({
  id,
  name: names(zh, en),
  probability: fraction(orderings(size, pattern), 10 ** size),
});

/**
 * The prize level a group unit of each pattern plays. A pattern without one (豹子 777, the 二星
 * pair 11, 四星 AAAA) is never a group unit and never wins a group bet: 组选 never pays on a
 * leopard. p = orderings/10^size: 二星 2/100; 组三 3/1000, 组六 6/1000; 组选24/12/6/4 ×1e-4.
 */
const groupLevels: Readonly<Record<number, Readonly<Record<string, TPrizeLevel>>>> = {
  2: { '11': level(2, '11', 'group', '组选', 'Group') },
  3: {
    '21': level(3, '21', 'group3', '组三', 'Group 3'),
    '111': level(3, '111', 'group6', '组六', 'Group 6'),
  },
  4: {
    '1111': level(4, '1111', 'group24', '组选24', 'Group 24'),
    '211': level(4, '211', 'group12', '组选12', 'Group 12'),
    '22': level(4, '22', 'group6', '组选6', 'Group 6'),
    '31': level(4, '31', 'group4', '组选4', 'Group 4'),
  },
};

export function groupLevel(size: number, pattern: string): TPrizeLevel | undefined {
  return groupLevels[size]?.[pattern];
}

/** The level id digits of a window win at in group play, or undefined for a leopard. */
export const groupLevelIdOf = (digits: readonly number[]): string | undefined =>
  groupLevel(digits.length, patternOf(digits))?.id;
