import { fault, valid, type TSelection, type TValidation } from '../selection.ts';
import { rowsOf, validateRows } from '../validate-rows.ts';

/** Only `field` is present among the selection fields; a stray one is a shape fault. */
function onlyField(selection: TSelection, field: keyof TSelection): boolean {
  const fields: (keyof TSelection)[] = ['rows', 'entries', 'sums', 'positions', 'items'];
  return fields.every((f) => (f === field) === (selection[f] !== undefined));
}

/** A set of values (sums 3-18, medians 3-9 ...): integers in range, no repeats, at least one. */
export function validateSums(selection: TSelection, min: number, max: number): TValidation {
  const { sums } = selection;
  if (!onlyField(selection, 'sums') || !Array.isArray(sums)) return fault('shape', 'sums');
  if (sums.some((sum) => !Number.isInteger(sum) || sum < min || sum > max))
    return fault('outOfRange', 'sums');
  if (new Set(sums).size !== sums.length) return fault('duplicate', 'sums');
  if (sums.length === 0) return fault('tooFew', 'sums');
  return valid;
}

/** Picked items (大, 小, 龙 ...): known ids, no repeats, at least one. */
export function validateItems(selection: TSelection, ids: readonly string[]): TValidation {
  const { items } = selection;
  if (!onlyField(selection, 'items') || !Array.isArray(items)) return fault('shape', 'items');
  const unknown = items.findIndex((item) => !ids.includes(item));
  if (unknown >= 0) return fault('unknownItem', `items[${unknown}]`);
  const repeat = items.findIndex((item, i) => items.indexOf(item) !== i);
  if (repeat >= 0) return fault('duplicate', `items[${repeat}]`);
  if (items.length === 0) return fault('tooFew', 'items');
  return valid;
}

/** 定位胆: one row per place, any row may be empty, but at least one ball overall. */
export function validatePlaceRows(
  selection: TSelection,
  places: number,
  balls: { min: number; max: number },
): TValidation {
  const rows = validateRows(selection, { rows: places, ...balls, minPicks: 0 });
  if (!rows.ok) return rows;
  return rowsOf(selection).some((row) => row.length > 0) ? valid : fault('tooFew', 'rows');
}

/**
 * 胆拖: rows [胆, 拖]. 1..k-1 bankers (a unit is the bankers plus k-d drags), no ball in both
 * rows, and enough drags for at least one unit (d + t ≥ k).
 */
export function validateBanker(
  selection: TSelection,
  k: number,
  balls: { min: number; max: number },
): TValidation {
  const rows = validateRows(selection, { rows: 2, ...balls });
  if (!rows.ok) return rows;
  const [bankers = [], drags = []] = rowsOf(selection);
  if (bankers.length > k - 1) return fault('tooMany', 'rows[0]');
  if (drags.some((ball) => bankers.includes(ball))) return fault('duplicate', 'rows[1]');
  if (bankers.length + drags.length < k) return fault('tooFew', 'rows[1]');
  return valid;
}
