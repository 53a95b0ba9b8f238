import type { TBetType, TSelectionShape } from '../core/bet-type.ts';

/**
 * 单式 (typed entry): the player types or pastes numbers, and this turns the text into the
 * `entries` of a selection, dropping what cannot be bought and saying why.
 *
 * Input format:
 * - Single-digit balls (SSC, 3D, P5, K3, Lucky 28: every ball ≤ 9): each entry is a run of digits
 *   of the type's length ("12345"), and entries are separated by any mix of spaces, commas,
 *   semicolons and new lines (also the full-width ，；、). "1 2 3" is three one-digit entries.
 * - Two-digit balls (11x5, PK10, Happy 10, Keno, Mark Six: balls up to 10 or more): one entry per
 *   line or semicolon; within an entry, balls are separated by spaces or commas ("01 02 03",
 *   "1,2,3"), or run together as two digits each ("010203").
 * Canonical form handed to the bet type: digits run together ("12345") for single-digit balls;
 * two-digit balls zero-padded and joined by one space ("01 02 03").
 */

export interface TEntryFormat {
  /** Balls per entry. */
  readonly length: number;
  readonly min: number;
  readonly max: number;
  /** 组选: order does not matter (permutations are duplicates) and leopards (豹子) are refused. */
  readonly group: boolean;
  /** No ball twice in one entry: true for every two-digit-ball family, whose draws never repeat. */
  readonly distinct: boolean;
}

export type TDropReason =
  | 'format' // characters that are not balls, or a ball of more than two digits
  | 'length' // wrong number of digits or balls
  | 'range' // a ball outside the type's range (7 in K3, 12 in 11x5)
  | 'repeat' // a ball twice in one entry of a game that draws without repeats
  | 'leopard' // a 组选 entry whose balls are all equal: 组选 never pays on 豹子 (or 二星 pairs)
  | 'pattern' // refused by the type's own rule (e.g. 组三单式 needs exactly one pair)
  | 'duplicate'; // the same entry again, or for 组选 a permutation of an earlier one

export const dropReasons: readonly TDropReason[] = [
  'format',
  'length',
  'range',
  'repeat',
  'leopard',
  'pattern',
  'duplicate',
];

export interface TDroppedEntry {
  readonly text: string;
  readonly reason: TDropReason;
}

export interface TTypedEntries {
  /** Kept entries in canonical form, in the order first typed: a selection's `entries`. */
  readonly entries: readonly string[];
  readonly balls: readonly (readonly number[])[];
  readonly dropped: readonly TDroppedEntry[];
  readonly droppedCounts: Readonly<Record<TDropReason, number>>;
}

export interface TEntryOptions {
  /** A type-specific rule an entry must also meet; failing it drops the entry as 'pattern'. */
  readonly accept?: (balls: readonly number[]) => boolean;
}

/** The entry format of a type whose shape takes typed entries (directly or under positions). */
export function entryFormatOf(shape: TSelectionShape): TEntryFormat | undefined {
  const inner = shape.kind === 'positions' ? shape.of : shape;
  if (inner.kind !== 'entries') return undefined;
  const { length, balls, group } = inner;
  return { length, min: balls.min, max: balls.max, group, distinct: balls.max >= 10 };
}

export const entryFormatOfType = (type: TBetType) => entryFormatOf(type.shape);

const hasTwoDigitBalls = (format: TEntryFormat) => format.max >= 10;

/** The canonical text of an entry's balls (see the input format above). */
export function formatEntry(balls: readonly number[], format: TEntryFormat): string {
  return hasTwoDigitBalls(format)
    ? balls.map((ball) => String(ball).padStart(2, '0')).join(' ')
    : balls.join('');
}

const digitSeparators = /[\s,;，；、]+/;
const lineSeparators = /[\r\n;；]+/;
const ballSeparators = /[\s,，、]+/;

/** The balls of one entry's text, or why it is not one. */
function readBalls(text: string, format: TEntryFormat): number[] | TDropReason {
  if (!hasTwoDigitBalls(format)) {
    if (!/^\d+$/.test(text)) return 'format';
    return text.length === format.length ? [...text].map(Number) : 'length';
  }
  let parts = text.split(ballSeparators).filter((part) => part !== '');
  const compact = parts.length === 1 && /^\d+$/.test(text) && text.length === 2 * format.length;
  if (compact && format.length > 1) parts = text.match(/\d\d/g) ?? [];
  if (parts.some((part) => !/^\d{1,2}$/.test(part))) return 'format';
  return parts.length === format.length ? parts.map(Number) : 'length';
}

function checkBalls(balls: number[], format: TEntryFormat, options: TEntryOptions) {
  if (balls.some((ball) => ball < format.min || ball > format.max)) return 'range';
  if (format.distinct && new Set(balls).size !== balls.length) return 'repeat';
  if (format.group && balls.length > 1 && balls.every((ball) => ball === balls[0]))
    return 'leopard';
  if (options.accept && !options.accept(balls)) return 'pattern';
  return undefined;
}

/** Normalises typed text into the entries of a selection (see the input format above). */
export function normaliseEntries(
  text: string,
  format: TEntryFormat,
  options: TEntryOptions = {},
): TTypedEntries {
  const separator = hasTwoDigitBalls(format) ? lineSeparators : digitSeparators;
  const tokens = text
    .split(separator)
    .map((token) => token.trim())
    .filter((token) => token !== '');
  const entries: string[] = [];
  const kept: number[][] = [];
  const dropped: TDroppedEntry[] = [];
  const droppedCounts = Object.fromEntries(dropReasons.map((r) => [r, 0])) as Record<
    TDropReason,
    number
  >;
  const seen = new Set<string>();
  for (const token of tokens) {
    const balls = readBalls(token, format);
    let reason = typeof balls === 'string' ? balls : checkBalls(balls, format, options);
    if (!reason && typeof balls !== 'string') {
      const key = format.group ? [...balls].sort((a, b) => a - b).join(',') : balls.join(',');
      if (seen.has(key)) reason = 'duplicate';
      else {
        seen.add(key);
        entries.push(formatEntry(balls, format));
        kept.push(balls);
      }
    }
    if (reason) {
      dropped.push({ text: token, reason });
      droppedCounts[reason] += 1;
    }
  }
  return { entries, balls: kept, dropped, droppedCounts };
}
