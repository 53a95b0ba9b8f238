import { fault, valid, type TSelection, type TValidation } from './selection.ts';

export interface TRowRules {
  rows: number;
  min: number;
  max: number;
  /** Picks allowed per row (default 1 to max-min+1). */
  minPicks?: number;
  maxPicks?: number;
}

/** Checks a rows-shaped selection: row count, integer balls in range, no repeats, pick counts. */
export function validateRows(selection: TSelection, rules: TRowRules): TValidation {
  const { rows } = selection;
  if (!rows || selection.entries || selection.sums || selection.items)
    return fault('shape', 'rows');
  if (rows.length !== rules.rows) return fault('rowCount', 'rows');
  const minPicks = rules.minPicks ?? 1;
  const maxPicks = rules.maxPicks ?? rules.max - rules.min + 1;
  for (const [r, row] of rows.entries()) {
    const at = `rows[${r}]`;
    if (!Array.isArray(row)) return fault('shape', at);
    if (row.some((ball) => !Number.isInteger(ball) || ball < rules.min || ball > rules.max))
      return fault('outOfRange', at);
    if (new Set(row).size !== row.length) return fault('duplicate', at);
    if (row.length < minPicks) return fault('tooFew', at);
    if (row.length > maxPicks) return fault('tooMany', at);
  }
  return valid;
}

/** The rows of a selection already validated as rows-shaped. */
export const rowsOf = (selection: TSelection): readonly (readonly number[])[] =>
  selection.rows ?? [];
