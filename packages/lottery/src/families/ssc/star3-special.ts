import { firstLevel } from '../../core/kit/bet-head.ts';
import type { TWins } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import { patternOf } from './window-patterns.ts';
import { type TWindowRule } from './window-rule.ts';
import { itemsOf, validateItems } from './window-validate.ts';

/** 和值尾数: tail digits; a unit wins when the window's digit sum mod 10 is it. p = 1/10 (18). */
export const sumTailRule: TWindowRule = {
  size: 3,
  method: 'sumTail',
  name: names('和值尾数', 'sum tail'),
  shape: () => ({
    kind: 'rows',
    rows: [{ label: names('尾数', 'Tail'), minPicks: 1, maxPicks: 10 }],
    balls: { min: 0, max: 9 },
  }),
  levels: [firstLevel(fraction(1, 10))],
  validate: (selection) => validateRows(selection, { rows: 1, min: 0, max: 9 }),
  count: (selection) => rowsOf(selection)[0]?.length ?? 0,
  *expand(selection) {
    for (const tail of rowsOf(selection)[0] ?? []) yield { picks: [tail] };
  },
  settleUnit: (unit, digits) => (unit.picks[0] === tailOf(digits) ? ['first'] : []),
  settle: (selection, digits): TWins =>
    rowsOf(selection)[0]?.includes(tailOf(digits)) ? { first: 1 } : {},
};

function tailOf(digits: readonly number[]): number {
  return digits.reduce((sum, digit) => sum + digit, 0) % 10;
}

/** Three distinct digits in a run, wrapping past 9: 012 ... 789, and 890, 901 (10 sets, 60 strings). */
function isStraight(digits: readonly number[]): boolean {
  const set = new Set(digits);
  return set.size === 3 && digits.some((d) => set.has((d + 1) % 10) && set.has((d + 2) % 10));
}

const specials = [
  {
    id: 'leopard',
    name: names('豹子', 'Leopard'),
    probability: fraction(10, 1000),
    holds: (digits: readonly number[]) => patternOf(digits) === '3',
  },
  {
    id: 'straight',
    name: names('顺子', 'Straight'),
    probability: fraction(60, 1000),
    holds: isStraight,
  },
  {
    id: 'pair',
    name: names('对子', 'Pair'),
    probability: fraction(270, 1000),
    holds: (digits: readonly number[]) => patternOf(digits) === '21',
  },
];

/**
 * 特殊号码: items 豹子 (AAA, 10 of 1000 → 180 at 1800), 顺子 (a run with 890 and 901 wrapping,
 * 60 → 30) and 对子 (exactly two equal, leopards excluded, 270 → 6.67). Each item is one unit
 * paying its own level; the three never hold together.
 */
export const specialRule: TWindowRule = {
  size: 3,
  method: 'special',
  name: names('特殊号码', 'special'),
  shape: () => ({
    kind: 'items',
    items: specials.map(({ id, name }) => ({ id, name })),
    maxPicks: 3,
  }),
  levels: specials.map(({ id, name, probability }) => ({ id, name, probability })),
  validate: (selection) =>
    validateItems(
      selection,
      specials.map((special) => special.id),
    ),
  count: (selection) => itemsOf(selection).length,
  *expand(selection) {
    for (const item of itemsOf(selection)) yield { picks: [], item };
  },
  settleUnit: (unit, digits) =>
    specials.some((s) => s.id === unit.item && s.holds(digits)) ? [unit.item as string] : [],
  settle(selection, digits): TWins {
    const drawn = specials.find((special) => special.holds(digits));
    return drawn && itemsOf(selection).includes(drawn.id) ? { [drawn.id]: 1 } : {};
  },
};
