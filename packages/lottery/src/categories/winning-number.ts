import { findCategory, type TNumberFormat } from './lottery-categories.ts';

/**
 * Reads a winning number as the API carries it and checks it against its category's format:
 * - balls, comma-separated ("1,2,3,4,5", "01, 02, 03", spaces also accepted as separators);
 * - single-digit formats (every ball ≤ 9) may run the digits together ("12345");
 * - a hash is exactly 64 hex characters ("0a1b…", either case; no "0x"); its numbers are the
 *   64 nibble values 0-15, left to right, from which a hash game derives its draw.
 */
export type TWinningNumberFault =
  | 'unknownCategory'
  | 'empty'
  | 'format' // a character that is not a digit or separator, or a ball of more than two digits
  | 'length' // too few or too many balls (or hex characters)
  | 'range' // a ball outside the format's range
  | 'repeat'; // a ball twice in a draw without repeats

export type TWinningNumber =
  { ok: true; numbers: readonly number[] } | { ok: false; reason: TWinningNumberFault };

const refuse = (reason: TWinningNumberFault): TWinningNumber => ({ ok: false, reason });

const hexPattern = /^[0-9a-f]+$/i;

/** Checks winning-number text against a format (see above). */
export function parseWinningNumberAs(text: string, format: TNumberFormat): TWinningNumber {
  const trimmed = text.trim();
  if (trimmed === '') return refuse('empty');
  if (format.kind === 'hash') {
    if (!hexPattern.test(trimmed)) return refuse('format');
    if (trimmed.length !== format.length) return refuse('length');
    return { ok: true, numbers: [...trimmed].map((c) => Number.parseInt(c, 16)) };
  }
  const singleDigit = format.max <= 9;
  const parts = singleDigit && /^\d+$/.test(trimmed) ? [...trimmed] : trimmed.split(/\s*,\s*|\s+/);
  if (parts.some((part) => !/^\d{1,2}$/.test(part))) return refuse('format');
  if (parts.length !== format.length) return refuse('length');
  const numbers = parts.map(Number);
  if (numbers.some((n) => n < format.min || n > format.max)) return refuse('range');
  if (format.distinct && new Set(numbers).size !== numbers.length) return refuse('repeat');
  return { ok: true, numbers };
}

/** Checks winning-number text for a lottery category (SPEC §9 lengths; see lottery-categories). */
export function parseWinningNumber(categoryId: number, text: string): TWinningNumber {
  const category = findCategory(categoryId);
  return category ? parseWinningNumberAs(text, category.format) : refuse('unknownCategory');
}
