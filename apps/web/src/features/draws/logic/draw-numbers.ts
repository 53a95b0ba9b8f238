import { deriveHashDraw, findCategory, isBlockHash, parseWinningNumber } from '@lottery/lottery';

/**
 * The numbers a screen shows for a category: its balls (SPEC §9 lengths), or for a hash game
 * (category 93) the 5 digits derived from the block hash (deriveHashDraw), the hash itself
 * being shown as text. `ordered` is false for set-judged games (K3, Keno), whose charts count
 * a ball anywhere in the draw.
 */
export interface TNumberShape {
  kind: 'balls' | 'hash';
  length: number;
  min: number;
  max: number;
  ordered: boolean;
}

export function numberShapeOf(categoryId: number, ordered = true): TNumberShape | null {
  const format = findCategory(categoryId)?.format;
  if (!format) return null;
  if (format.kind === 'hash') return { kind: 'hash', length: 5, min: 0, max: 9, ordered: true };
  return { kind: 'balls', length: format.length, min: format.min, max: format.max, ordered };
}

/** The numbers of a winning-number text, or null when absent or unreadable. */
export function drawNumbersOf(categoryId: number, text: string | null): number[] | null {
  if (text === null) return null;
  const format = findCategory(categoryId)?.format;
  if (format?.kind === 'hash') return isBlockHash(text) ? deriveHashDraw(text) : null;
  const parsed = parseWinningNumber(categoryId, text);
  return parsed.ok ? [...parsed.numbers] : null;
}

/** A ball as shown: two digits when the range passes 9 (01-80), else one. */
export const ballText = (ball: number, max: number) => String(ball).padStart(max > 9 ? 2 : 1, '0');
