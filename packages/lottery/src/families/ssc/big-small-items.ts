import { names, type TNames } from '../../core/names.ts';
import { fault, valid, type TSelection, type TValidation } from '../../core/selection.ts';

/**
 * Helpers of the SSC item bets (大小单双, 五星和值大小单双, 龙虎和): selections are lists of item
 * ids, each one unit.
 */

/** Short keys of 万 千 百 十 个 (draw indexes 0-4), used in item and bet-type ids. */
export const positionKeys = ['w', 'q', 'b', 's', 'g'] as const;

export interface TTrait {
  readonly id: string;
  readonly name: TNames;
  readonly holds: (value: number) => boolean;
}

/** A single SSC digit: 大 5-9, 小 0-4, 单 odd, 双 even; every digit has exactly two traits. */
export const digitTraits: readonly TTrait[] = [
  { id: 'big', name: names('大', 'Big'), holds: (digit) => digit >= 5 },
  { id: 'small', name: names('小', 'Small'), holds: (digit) => digit <= 4 },
  { id: 'odd', name: names('单', 'Odd'), holds: (digit) => digit % 2 === 1 },
  { id: 'even', name: names('双', 'Even'), holds: (digit) => digit % 2 === 0 },
];

/** Checks an items selection: at least one, each an id of `known`, none twice, no other field. */
export function validateItems(selection: TSelection, known: readonly string[]): TValidation {
  const { items } = selection;
  if (!Array.isArray(items) || selection.rows || selection.entries || selection.sums)
    return fault('shape', 'items');
  if (selection.positions) return fault('shape', 'positions');
  if (items.length === 0) return fault('tooFew', 'items');
  for (const [i, item] of items.entries()) {
    if (!known.includes(item)) return fault('unknownItem', `items[${i}]`);
    if (items.indexOf(item) !== i) return fault('duplicate', `items[${i}]`);
  }
  return valid;
}

export const itemsOf = (selection: TSelection): readonly string[] => selection.items ?? [];
