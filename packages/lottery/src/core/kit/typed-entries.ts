import { fault, valid, type TSelection, type TValidation } from '../selection.ts';

export interface TEntryRules {
  /** Balls per entry. */
  length: number;
  min: number;
  max: number;
  /** 组选 / 任选 单式: order does not matter, so "3 1 2" and "1 2 3" are the same entry. */
  group: boolean;
}

/**
 * One typed 单式 entry of two-digit balls: "01 02 03", "1,2,3" (spaces or commas between balls,
 * leading zeros optional). The client splits the pasted text into entries and drops repeats; a
 * repeat that still arrives is refused. Balls come back in typed order, or sorted for group entries.
 */
export function parseEntry(entry: string, group: boolean): number[] | undefined {
  const tokens = entry.trim().split(/[\s,]+/);
  if (tokens.some((token) => !/^\d{1,2}$/.test(token))) return undefined;
  const balls = tokens.map(Number);
  return group ? balls.sort((a, b) => a - b) : balls;
}

export function validateEntries(selection: TSelection, rules: TEntryRules): TValidation {
  const { entries } = selection;
  if (!entries || selection.rows || selection.sums || selection.items || selection.positions)
    return fault('shape', 'entries');
  if (!Array.isArray(entries) || entries.length === 0) return fault('tooFew', 'entries');
  const seen = new Set<string>();
  for (const [e, entry] of entries.entries()) {
    const at = `entries[${e}]`;
    const balls = typeof entry === 'string' ? parseEntry(entry, rules.group) : undefined;
    if (!balls) return fault('entryFormat', at);
    if (balls.length !== rules.length) return fault('entryLength', at);
    if (balls.some((ball) => ball < rules.min || ball > rules.max)) return fault('outOfRange', at);
    const key = balls.join(' ');
    if (new Set(balls).size !== balls.length || seen.has(key)) return fault('duplicate', at);
    seen.add(key);
  }
  return valid;
}

/** The balls of each entry of a selection already validated with the same `group`. */
export const entriesOf = (selection: TSelection, group: boolean): number[][] =>
  (selection.entries ?? []).map((entry) => parseEntry(entry, group) ?? []);
