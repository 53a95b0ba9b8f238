import type { TFamily } from '../../core/family.ts';
import { names } from '../../core/names.ts';
import { sha256Hex } from '../../core/sha256.ts';

/**
 * 哈希彩 (category 93): the winning number is a 64-hex block hash, bound to the issue in advance
 * (brief §5.1). As a draw it is the 64 hex digits 0-15 in reading order; bet types derive their
 * digits from it with deriveHashDigits.
 */
export const hashFamily: TFamily = {
  id: 'hash',
  name: names('哈希彩', 'Hash lottery'),
  draw: { length: 64, min: 0, max: 15, distinct: false, ordered: true },
};

/** A block hash: exactly 64 hex characters, either case, no `0x` prefix (category 93's format). */
export const isBlockHash = (text: string) => /^[0-9a-fA-F]{64}$/.test(text);

/** The draw of a block hash: its 64 hex digits as numbers 0-15. Throws on anything else. */
export function hashToDraw(hashHex: string): number[] {
  if (!isBlockHash(hashHex)) throw new RangeError('a block hash is 64 hex characters');
  return Array.from(hashHex, (char) => parseInt(char, 16));
}

const toHex = (draw: readonly number[]) => draw.map((nibble) => nibble.toString(16)).join('');

/**
 * The 5 digits (万 千 百 十 个) of a hash draw, the rule of luckeos and winplayio (brief §5.1):
 * scan the lower-case hex from the end, skip the letters a-f, take the last 5 decimal digits
 * and keep them in reading order, so the hash's last decimal digit is 个.
 * E.g. ...7a3f9e1b2c4d → digits 7 3 9 1 2 4 → 3 9 1 2 4.
 * Hex digits are uniform over 16 values, so the decimal ones are uniform over 10 and the 5
 * digits are uniform over 100,000 numbers.
 * A hash with fewer than 5 decimal digits (probability ≈ 1e-21) is extended on the left by
 * SHA-256: source = sha256Hex(source) + source, repeated until it has 5 decimal digits; the
 * hash's own digits stay the rightmost. Pure and deterministic.
 */
export function deriveHashDigits(draw: readonly number[]): number[] {
  const digits: number[] = [];
  for (let i = draw.length - 1; i >= 0 && digits.length < 5; i -= 1) {
    const nibble = draw[i] as number;
    if (nibble < 10) digits.unshift(nibble);
  }
  if (digits.length === 5) return digits;
  let source = toHex(draw);
  while ([...source].filter((char) => char <= '9').length < 5) source = sha256Hex(source) + source;
  return deriveHashDigits(Array.from(source, (char) => parseInt(char, 16)));
}

/** The 5 winning digits of a block hash (see deriveHashDigits). */
export const deriveHashDraw = (hashHex: string): number[] => deriveHashDigits(hashToDraw(hashHex));
