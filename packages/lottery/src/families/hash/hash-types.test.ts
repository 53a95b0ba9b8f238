import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbitraryDraw,
  arbitraryRows,
  checkBetTypeLaws,
} from '../../test-support/bet-type-laws.ts';
import { hashLastDigit, hashStar5Direct } from './hash-bet-types.ts';
import { hashToDraw } from './hash-draw.ts';
import { hashTypes } from './hash-types.ts';

const draw = hashToDraw(`${'e'.repeat(52)}7a3f9e1b2c4d`); // digits 3 9 1 2 4

describe('hash bet types', () => {
  it('五星直选 settles against the derived digits', () => {
    expect(hashStar5Direct.count({ rows: [[3], [9], [1], [2], [4, 5]] })).toBe(2);
    expect(hashStar5Direct.settle({ rows: [[3], [9], [1], [2], [4, 5]] }, draw)).toEqual({
      first: 1,
    });
    expect(hashStar5Direct.settle({ rows: [[7], [3], [9], [1], [2]] }, draw)).toEqual({});
    expect(hashStar5Direct.validate({ rows: [[10], [0], [0], [0], [0]] })).toMatchObject({
      fault: { code: 'outOfRange' },
    });
  });

  it('尾数大小单双 judges the last decimal digit, not the last hex character', () => {
    expect(hashLastDigit.settle({ items: ['big', 'small', 'odd', 'even'] }, draw)).toEqual({
      small: 1,
      even: 1,
    });
    const nine = hashToDraw(`${'0'.repeat(62)}9f`);
    expect(hashLastDigit.settle({ items: ['big', 'odd'] }, nine)).toEqual({ big: 1, odd: 1 });
  });

  it('lists both under stable ids', () => {
    expect(hashTypes.map((type) => type.id)).toEqual(['hash.star5.direct', 'hash.last.twoSided']);
  });

  /** Random hashes whose last 5 nibbles are digits 0-2, so small selections win often. */
  const draws = fc.oneof(
    arbitraryDraw(64, 0, 15, false),
    fc
      .tuple(arbitraryDraw(59, 0, 15, false), arbitraryDraw(5, 0, 2, false))
      .map(([head, tail]) => [...head, ...tail]),
  );

  it('hash.star5.direct obeys the laws', () => {
    checkBetTypeLaws(hashStar5Direct, arbitraryRows(5, 0, 2, 1, 2), draws);
  });

  it('hash.last.twoSided obeys the laws', () => {
    const items = fc
      .subarray(['big', 'small', 'odd', 'even'], { minLength: 1 })
      .map((picked) => ({ items: picked }));
    checkBetTypeLaws(hashLastDigit, items, draws);
  });
});
