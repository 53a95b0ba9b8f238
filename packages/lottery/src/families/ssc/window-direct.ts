import { firstLevel } from '../../core/kit/bet-head.ts';
import type { TWins } from '../../core/bet-type.ts';
import { product } from '../../core/combinatorics.ts';
import { placesHit } from '../../core/win-requirement.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import { type TWindowRule } from './window-rule.ts';
import { digitsOfEntry, entriesOf, validateEntries } from './window-validate.ts';

const sameDigits = (picks: readonly number[], digits: readonly number[]) =>
  picks.every((digit, i) => digit === digits[i]);

/**
 * 直选复式: one digit set per window position; each unit is one number, winning when the window
 * equals it in order. Count Π n_i; p = 10^-size (三星 1/1000 → 1800 at 1800; 二星 1/100 → 180).
 */
export function directRule(size: number): TWindowRule {
  return {
    size,
    method: 'direct',
    name: names('直选复式', 'direct'),
    shape: (labels) => ({
      kind: 'rows',
      rows: labels.map((label) => ({ label, minPicks: 1, maxPicks: 10 })),
      balls: { min: 0, max: 9 },
    }),
    levels: [firstLevel(fraction(1, 10 ** size))],
    validate: (selection) => validateRows(selection, { rows: size, min: 0, max: 9 }),
    count: (selection) => rowsOf(selection).reduce((units, row) => units * row.length, 1),
    *expand(selection) {
      for (const picks of product(rowsOf(selection))) yield { picks };
    },
    settleUnit: (unit, digits) => (sameDigits(unit.picks, digits) ? ['first'] : []),
    // One digit per position is drawn, so at most one unit matches.
    settle: (selection, digits): TWins =>
      rowsOf(selection).every((row, i) => row.includes(digits[i] as number)) ? { first: 1 } : {},
    winRequires: (digits) => placesHit('all', Array.from(digits.keys()), digits),
  };
}

/** 直选单式: typed numbers of `size` digits, one unit each; wins and p as 直选复式. */
export function singleRule(size: number): TWindowRule {
  return {
    size,
    method: 'single',
    name: names('直选单式', 'direct, typed'),
    shape: () => ({ kind: 'entries', length: size, balls: { min: 0, max: 9 }, group: false }),
    levels: [firstLevel(fraction(1, 10 ** size))],
    validate: (selection) => validateEntries(selection, { length: size }),
    count: (selection) => entriesOf(selection).length,
    *expand(selection) {
      for (const entry of entriesOf(selection)) yield { picks: digitsOfEntry(entry) };
    },
    settleUnit: (unit, digits) => (sameDigits(unit.picks, digits) ? ['first'] : []),
    // Entries are distinct, so at most one equals the window.
    settle: (selection, digits): TWins =>
      entriesOf(selection).includes(digits.join('')) ? { first: 1 } : {},
  };
}
