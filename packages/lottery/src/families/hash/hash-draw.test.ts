import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveHashDigits, deriveHashDraw, hashToDraw, isBlockHash } from './hash-draw.ts';

const pad = (tail: string, fill = 'f') => fill.repeat(64 - tail.length) + tail;

describe('hash draws', () => {
  it('accepts exactly 64 hex characters', () => {
    expect(isBlockHash(pad('7a3f9e1b2c4d'))).toBe(true);
    expect(isBlockHash(pad('7A3F9E1B2C4D'))).toBe(true);
    expect(isBlockHash(`0x${pad('1').slice(2)}`)).toBe(false);
    expect(isBlockHash(pad('1').slice(1))).toBe(false);
    expect(isBlockHash(`${pad('1').slice(1)}g`)).toBe(false);
    expect(() => hashToDraw('abc')).toThrow(RangeError);
    expect(hashToDraw(pad('0a1f')).slice(-4)).toEqual([0, 10, 1, 15]);
  });

  it('takes the last 5 decimal digits, in reading order', () => {
    expect(deriveHashDraw(pad('7a3f9e1b2c4d'))).toEqual([3, 9, 1, 2, 4]);
    expect(deriveHashDraw(pad('12345'))).toEqual([1, 2, 3, 4, 5]);
    expect(deriveHashDraw(pad('9876543210'))).toEqual([4, 3, 2, 1, 0]);
    // A real-looking block hash (TRON style, no 0x).
    expect(
      deriveHashDraw('0000000003a1b2c4e5d6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8'),
    ).toEqual([4, 5, 6, 7, 8]);
  });

  it('extends a hash with fewer than 5 decimal digits by sha256 on the left', () => {
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const letters = pad('', 'a');
    const extended = sha(letters) + letters;
    const expected = [...extended]
      .filter((char) => char <= '9')
      .slice(-5)
      .map(Number);
    expect(deriveHashDraw(letters)).toEqual(expected);
    // Its own digits stay the rightmost: 1 2 3 here, the other two from sha256.
    const three = pad('1b2c3', 'e');
    expect(deriveHashDraw(three).slice(2)).toEqual([1, 2, 3]);
    const fromSha = [...sha(three)]
      .filter((char) => char <= '9')
      .slice(-2)
      .map(Number);
    expect(deriveHashDraw(three).slice(0, 2)).toEqual(fromSha);
  });

  it('is the same from the draw numbers or the hex text', () => {
    const hash = pad('c0ffee15600d', 'b');
    expect(deriveHashDigits(hashToDraw(hash))).toEqual(deriveHashDraw(hash));
    expect(deriveHashDraw(hash.toUpperCase())).toEqual(deriveHashDraw(hash));
  });
});
