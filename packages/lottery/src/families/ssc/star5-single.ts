import type { TBetType, TWins } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names, type TNames } from '../../core/names.ts';
import { fault, valid, type TSelection, type TValidation } from '../../core/selection.ts';

const digitsOnly = /^[0-9]+$/;

/**
 * Checks typed 直选单式 entries: strings of `length` digits 0-9, at least one, none repeated. The
 * client splits and deduplicates what the player pasted; a repeat arriving here is a fault, since
 * paying for one number twice in one ticket is never what the player meant.
 */
export function validateEntries(selection: TSelection, length: number): TValidation {
  const { entries } = selection;
  if (!Array.isArray(entries) || selection.rows || selection.sums || selection.items)
    return fault('shape', 'entries');
  if (selection.positions) return fault('shape', 'positions');
  if (entries.length === 0) return fault('tooFew', 'entries');
  const seen = new Set<string>();
  for (const [i, entry] of entries.entries()) {
    const at = `entries[${i}]`;
    if (typeof entry !== 'string' || !digitsOnly.test(entry)) return fault('entryFormat', at);
    if (entry.length !== length) return fault('entryLength', at);
    if (seen.has(entry)) return fault('duplicate', at);
    seen.add(entry);
  }
  return valid;
}

const entriesOf = (selection: TSelection): readonly string[] => selection.entries ?? [];

export interface TDirectSingleSpec {
  id: string;
  name: TNames;
  group: TNames;
  /** Draw positions an entry is read against, left to right (五星 0-4, 四星 1-4). */
  window: readonly number[];
}

/**
 * 直选单式 over a window: each typed entry is one unit, winning when the window's digits equal it
 * in order. Count = number of entries; p = 10^-length (五星 1e-5 → 180,000 at 1800; 四星 1e-4 →
 * 18,000).
 */
export function directSingleType(spec: TDirectSingleSpec): TBetType {
  const { window } = spec;
  const drawnEntry = (draw: readonly number[]) => window.map((p) => draw[p]).join('');
  return {
    id: spec.id,
    family: 'ssc',
    name: spec.name,
    group: spec.group,
    book: 'official',
    shape: { kind: 'entries', length: window.length, balls: { min: 0, max: 9 }, group: false },
    levels: [
      {
        id: 'first',
        name: names('一等奖', 'Prize'),
        probability: fraction(1, 10 ** window.length),
      },
    ],
    validate: (selection) => validateEntries(selection, window.length),
    count: (selection) => entriesOf(selection).length,
    *expand(selection) {
      for (const entry of entriesOf(selection)) yield { picks: [...entry].map(Number) };
    },
    settleUnit: (unit, draw) =>
      unit.picks.every((digit, i) => digit === draw[window[i] as number]) ? ['first'] : [],
    // Entries are distinct, so at most one equals the drawn window.
    settle: (selection, draw): TWins =>
      entriesOf(selection).includes(drawnEntry(draw)) ? { first: 1 } : {},
  };
}

export const sscStar5Single = directSingleType({
  id: 'ssc.star5.single',
  name: names('五星直选单式', '5-star direct, typed'),
  group: names('五星', '5 stars'),
  window: [0, 1, 2, 3, 4],
});
