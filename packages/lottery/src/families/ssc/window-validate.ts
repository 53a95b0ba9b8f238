import {
  fault,
  valid,
  type TFaultCode,
  type TSelection,
  type TValidation,
} from '../../core/selection.ts';

const digitsOnly = /^[0-9]+$/;

export const entriesOf = (selection: TSelection): readonly string[] => selection.entries ?? [];
export const sumsOf = (selection: TSelection): readonly number[] => selection.sums ?? [];
export const itemsOf = (selection: TSelection): readonly string[] => selection.items ?? [];
export const digitsOfEntry = (entry: string): number[] => [...entry].map(Number);

export interface TEntryRules {
  length: number;
  /** A fault for an entry the type refuses (a 豹子 in a group type), or undefined. */
  refuse?: (digits: readonly number[]) => TFaultCode | undefined;
  /** Entries with the same key are one unit: the sorted digits for group types (112 = 121). */
  key?: (entry: string) => string;
}

/** Typed 单式 entries: digit strings of one length, at least one, no two with the same key. */
export function validateEntries(selection: TSelection, rules: TEntryRules): TValidation {
  const { entries } = selection;
  if (!Array.isArray(entries) || selection.rows || selection.sums || selection.items)
    return fault('shape', 'entries');
  if (entries.length === 0) return fault('tooFew', 'entries');
  const seen = new Set<string>();
  for (const [i, entry] of entries.entries()) {
    const at = `entries[${i}]`;
    if (typeof entry !== 'string' || !digitsOnly.test(entry)) return fault('entryFormat', at);
    if (entry.length !== rules.length) return fault('entryLength', at);
    const refused = rules.refuse?.(digitsOfEntry(entry));
    if (refused) return fault(refused, at);
    const key = rules.key ? rules.key(entry) : entry;
    if (seen.has(key)) return fault('duplicate', at);
    seen.add(key);
  }
  return valid;
}

/** A set of sums or spans in [min, max], at least one. */
export function validateSums(selection: TSelection, min: number, max: number): TValidation {
  const { sums } = selection;
  if (!Array.isArray(sums) || selection.rows || selection.entries || selection.items)
    return fault('shape', 'sums');
  if (sums.length === 0) return fault('tooFew', 'sums');
  if (sums.some((sum) => !Number.isInteger(sum) || sum < min || sum > max))
    return fault('outOfRange', 'sums');
  if (new Set(sums).size !== sums.length) return fault('duplicate', 'sums');
  return valid;
}

/** A set of named items (特殊号码), at least one, all known. */
export function validateItems(selection: TSelection, ids: readonly string[]): TValidation {
  const { items } = selection;
  if (!Array.isArray(items) || selection.rows || selection.entries || selection.sums)
    return fault('shape', 'items');
  if (items.length === 0) return fault('tooFew', 'items');
  for (const [i, item] of items.entries())
    if (!ids.includes(item)) return fault('unknownItem', `items[${i}]`);
  if (new Set(items).size !== items.length) return fault('duplicate', 'items');
  return valid;
}

/**
 * Normalises pasted 单式 text (brief §3.1): split on spaces, commas, semicolons (ASCII or
 * full-width) and new lines, drop repeats by `key`, and say how many were dropped so the client
 * can tell the player. Wrong lengths and 豹子 stay in: `validateEntries` names them.
 */
export function splitEntries(
  text: string,
  key: (entry: string) => string = (entry) => entry,
): { entries: string[]; dropped: number } {
  const entries: string[] = [];
  const seen = new Set<string>();
  let dropped = 0;
  for (const entry of text.split(/[\s,;，；、]+/)) {
    if (entry === '') continue;
    if (seen.has(key(entry))) dropped += 1;
    else {
      seen.add(key(entry));
      entries.push(entry);
    }
  }
  return { entries, dropped };
}
