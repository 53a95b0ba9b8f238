import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { deriveLucky28Draw, triplesWithSum } from './lucky28-family.ts';
import {
  lucky28BigSmallOddEven,
  lucky28Combo,
  lucky28Extreme,
  lucky28Pattern,
} from './lucky28-sides.ts';
import { lucky28Colour } from './lucky28-colour.ts';
import { lucky28SumExact } from './lucky28-sum.ts';
import { lucky28Types } from './lucky28-types.ts';

const itemIds = ({ shape }: TBetType) =>
  shape.kind === 'items' ? shape.items.map((i) => i.id) : [];
const all = (type: TBetType) => ({ items: itemIds(type) });

describe('lucky 28', () => {
  it('derives three digits from a KL8 draw: sorted, sums of 1-6, 7-12, 13-18 mod 10', () => {
    const kl8 = Array.from({ length: 20 }, (_, i) => 20 - i); // 20..1, order does not matter
    expect(deriveLucky28Draw(kl8)).toEqual([1, 7, 3]);
    // 19th and 20th numbers are unused.
    const high = [...Array.from({ length: 18 }, (_, i) => i + 1), 79, 80];
    expect(deriveLucky28Draw(high)).toEqual([1, 7, 3]);
    expect(
      deriveLucky28Draw([
        5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 1, 2, 3, 4,
      ]),
    ).toEqual([
      (1 + 2 + 3 + 4 + 5 + 10) % 10,
      (15 + 20 + 25 + 30 + 35 + 40) % 10,
      (45 + 50 + 55 + 60 + 65 + 70) % 10,
    ]);
  });

  it('counts N3 like the brief', () => {
    expect(Array.from({ length: 14 }, (_, s) => triplesWithSum(s))).toEqual([
      1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75,
    ]);
  });

  it('特码 pays the picked sum at its own level', () => {
    expect(lucky28SumExact.count({ sums: [0, 13, 27] })).toBe(3);
    expect(lucky28SumExact.settle({ sums: [0, 13, 27] }, [9, 4, 0])).toEqual({ sum13: 1 });
    expect(lucky28SumExact.settle({ sums: [14] }, [9, 4, 0])).toEqual({});
    expect(lucky28SumExact.validate({ sums: [28] })).toEqual({
      ok: false,
      fault: { code: 'outOfRange', at: 'sums[0]' },
    });
    expect(lucky28SumExact.validate({ sums: [3, 3] })).toEqual({
      ok: false,
      fault: { code: 'duplicate', at: 'sums[1]' },
    });
    expect(lucky28SumExact.validate({ sums: [] })).toEqual({
      ok: false,
      fault: { code: 'tooFew', at: 'sums' },
    });
    expect(lucky28SumExact.validate({ items: ['big'] })).toMatchObject({
      fault: { code: 'shape' },
    });
  });

  it.each([
    [[9, 4, 0], lucky28BigSmallOddEven, { small: 1, odd: 1 }], // 13
    [[9, 5, 0], lucky28BigSmallOddEven, { big: 1, even: 1 }], // 14
    [[9, 5, 0], lucky28Combo, { bigEven: 1 }],
    [[0, 0, 1], lucky28Combo, { smallOdd: 1 }],
    [[9, 9, 4], lucky28Extreme, { extremeBig: 1 }], // 22
    [[1, 2, 2], lucky28Extreme, { extremeSmall: 1 }], // 5
    [[1, 2, 3], lucky28Extreme, {}], // 6
    [[7, 7, 7], lucky28Pattern, { leopard: 1 }],
    [[7, 1, 7], lucky28Pattern, { pair: 1 }],
    [[3, 1, 2], lucky28Pattern, { straight: 1 }],
    [[9, 0, 8], lucky28Pattern, { straight: 1 }], // 890 wraps
    [[0, 1, 9], lucky28Pattern, { straight: 1 }], // 901 wraps
    [[0, 2, 9], lucky28Pattern, {}],
    [[1, 1, 1], lucky28Colour, { red: 1 }], // 3
    [[0, 0, 1], lucky28Colour, { green: 1 }], // 1
    [[9, 9, 8], lucky28Colour, { blue: 1 }], // 26
    // 0, 13, 14, 27 have no colour: every colour bet loses.
    [[0, 0, 0], lucky28Colour, {}],
    [[9, 4, 0], lucky28Colour, {}],
    [[9, 5, 0], lucky28Colour, {}],
    [[9, 9, 9], lucky28Colour, {}],
  ])('%j: %s wins %j', (draw, type, wins) => {
    expect(type.settle(all(type), draw)).toEqual(wins);
  });

  it('波色 covers every sum but 0, 13, 14, 27 exactly once: 332 + 258 + 258 + 152 = 1000', () => {
    expect(lucky28Colour.levels.map((level) => [level.id, level.probability])).toEqual([
      ['red', fraction(332, 1000)],
      ['green', fraction(258, 1000)],
      ['blue', fraction(258, 1000)],
    ]);
    const grey = [0, 13, 14, 27].reduce((n, sum) => n + triplesWithSum(sum), 0);
    expect(grey).toBe(152);
  });

  it('has unique ids', () => {
    expect(new Set(lucky28Types.map((type) => type.id)).size).toBe(lucky28Types.length);
  });

  it('lucky28.sum.exact obeys the laws', () => {
    const sums = fc
      .uniqueArray(fc.integer({ min: 0, max: 27 }), { minLength: 1, maxLength: 28 })
      .map((picked) => ({ sums: picked }));
    checkBetTypeLaws(lucky28SumExact, sums, arbitraryDraw(3, 0, 9, false));
  });

  it.each([lucky28BigSmallOddEven, lucky28Combo, lucky28Extreme, lucky28Pattern, lucky28Colour])(
    '$id obeys the laws',
    (type) => {
      const items = fc
        .subarray(itemIds(type), { minLength: 1 })
        .map((picked) => ({ items: picked }));
      checkBetTypeLaws(type, items, arbitraryDraw(3, 0, 9, false));
    },
  );
});
