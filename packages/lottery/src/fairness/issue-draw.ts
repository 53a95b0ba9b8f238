import { findCategory, type TNumberFormat } from '../categories/lottery-categories.ts';
import { parseWinningNumberAs, type TWinningNumberFault } from '../categories/winning-number.ts';
import type { TDrawFormat } from '../core/family.ts';
import { deriveLucky28Draw } from '../families/lucky28/lucky28-family.ts';
import { drawFromSeed } from './provably-fair.ts';

/**
 * From a draw to the two numbers an issue shows (SPEC §3 "Draw issue"): the original winning
 * number, what was drawn, and the winning number bets are judged on. They are the same except
 * for Lucky 28 (category 204), which draws a Keno draw (20 of 01-80) and derives its 3 digits
 * from it (deriveLucky28Draw), as 北京28 does from 北京快乐8. Shared by the server's draws and the
 * web's verify view, so both print the same text.
 */

const lucky28Category = 204;
const kenoDraw: TDrawFormat = { length: 20, min: 1, max: 80, distinct: true, ordered: false };

function categoryFormat(categoryId: number): TNumberFormat {
  const category = findCategory(categoryId);
  if (!category) throw new RangeError(`unknown lottery category ${categoryId}`);
  return category.format;
}

/** What an in-house draw of the category draws (step 4 of provably-fair.ts). */
export function drawnFormatOf(categoryId: number): TDrawFormat {
  if (categoryId === lucky28Category) return kenoDraw;
  const format = categoryFormat(categoryId);
  if (format.kind === 'hash')
    throw new RangeError('a hash category is drawn by a block hash, not in house');
  return { ...format, ordered: true };
}

/** The text of the original winning number of the category (what was drawn). */
export function originalFormatOf(categoryId: number): TNumberFormat {
  if (categoryId === lucky28Category) return { kind: 'balls', ...kenoDraw };
  return categoryFormat(categoryId);
}

/** The numbers bets are judged on, from what was drawn. */
export const winningFromOriginal = (categoryId: number, original: readonly number[]) =>
  categoryId === lucky28Category ? deriveLucky28Draw(original) : [...original];

/**
 * Numbers as the API carries them: balls comma-separated, two digits each when the range goes
 * past 9 (01,02,…), one digit otherwise (1,2,3,4,5); a hash as 64 lower-case hex characters.
 */
export function formatNumbers(format: TNumberFormat, numbers: readonly number[]): string {
  if (format.kind === 'hash') return numbers.map((nibble) => nibble.toString(16)).join('');
  const width = format.max > 9 ? 2 : 1;
  return numbers.map((ball) => String(ball).padStart(width, '0')).join(',');
}

export interface TIssueNumberText {
  originalWinningNumber: string;
  winningNumber: string;
}

/** Both texts of an issue, from what was drawn. */
export function issueNumberText(categoryId: number, original: readonly number[]): TIssueNumberText {
  return {
    originalWinningNumber: formatNumbers(originalFormatOf(categoryId), original),
    winningNumber: formatNumbers(
      categoryFormat(categoryId),
      winningFromOriginal(categoryId, original),
    ),
  };
}

/**
 * An in-house (provably fair) issue draw: drawFromSeed with the issue's seed, the public entropy
 * fixed after its seal and nonce 0, in the category's drawn format.
 */
export const fairIssueDraw = (categoryId: number, serverSeedHex: string, publicEntropy: string) =>
  issueNumberText(
    categoryId,
    drawFromSeed(drawnFormatOf(categoryId), serverSeedHex, publicEntropy),
  );

/**
 * A result from an outside source or an administrator, read as the original winning number of
 * the category (any separators parseWinningNumber accepts), in the API's canonical text.
 */
export function parseIssueResult(
  categoryId: number,
  text: string,
): ({ ok: true } & TIssueNumberText) | { ok: false; reason: TWinningNumberFault } {
  const parsed = parseWinningNumberAs(text, originalFormatOf(categoryId));
  return parsed.ok ? { ok: true, ...issueNumberText(categoryId, parsed.numbers) } : parsed;
}
