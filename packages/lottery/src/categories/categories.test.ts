import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { families } from '../catalogue.ts';
import { arbitraryDraw } from '../test-support/bet-type-laws.ts';
import { categoriesOf, findCategory, lotteryCategories } from './lottery-categories.ts';
import { parseWinningNumber } from './winning-number.ts';

const hash = '0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';

describe('lottery categories', () => {
  it('gives the winning-number lengths of SPEC §9', () => {
    const lengths = Object.fromEntries(
      lotteryCategories
        .filter((category) => category.source === 'spec')
        .map((category) => [category.id, category.format.length]),
    );
    expect(lengths).toEqual({ 1: 5, 7: 3, 11: 3, 14: 10, 17: 20, 19: 8, 93: 64, 98: 7, 109: 6 });
  });

  it('has one category id each and a category for every family', () => {
    expect(new Set(lotteryCategories.map((c) => c.id)).size).toBe(lotteryCategories.length);
    const allFamilies = ['ssc', '11x5', 'k3', 'pk10', 'keno', 'happy10', '3d', 'p5'] as const;
    for (const family of [...allFamilies, 'marksix', 'lucky28', 'hash'] as const)
      expect(categoriesOf(family).length).toBeGreaterThan(0);
    expect(categoriesOf('3d').map((c) => c.id)).toEqual([7, 11]);
  });

  // The families define their own draw formats (TFamily.draw); this table was written apart from
  // them, so check the two agree for every family present. The hash category carries the raw
  // block hash, from which the hash family derives its draw, so it is not compared.
  const ballFamilies = families.filter((family) => family.id !== 'hash');
  it.each(ballFamilies.map((family) => [family.id, family] as const))(
    'agrees with the %s family draw format',
    (id, family) => {
      for (const category of categoriesOf(id)) {
        const { length, min, max, distinct } = family.draw;
        expect(category.format).toEqual({ kind: 'balls', length, min, max, distinct });
      }
    },
  );
});

describe('winning numbers', () => {
  it.each([
    [1, '1,2,3,4,5', [1, 2, 3, 4, 5]],
    [1, '12345', [1, 2, 3, 4, 5]],
    [1, ' 0, 9 ,0,9, 0 ', [0, 9, 0, 9, 0]],
    [7, '007', [0, 0, 7]],
    [14, '10,1,2,3,4,5,6,7,8,9', [10, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [19, '01 02 03 04 05 06 07 20', [1, 2, 3, 4, 5, 6, 7, 20]],
    [98, '1,13,25,37,49,2,14', [1, 13, 25, 37, 49, 2, 14]],
    [109, '000000', [0, 0, 0, 0, 0, 0]],
    [201, '01,02,03,04,11', [1, 2, 3, 4, 11]],
    [202, '116', [1, 1, 6]],
    [93, hash.toUpperCase(), [...hash].map((c) => Number.parseInt(c, 16))],
  ])('category %i reads %j', (category, text, numbers) => {
    expect(parseWinningNumber(category, text)).toEqual({ ok: true, numbers });
  });

  it.each([
    [2, '1', 'unknownCategory'],
    [1, ' ', 'empty'],
    [1, '1,2,3,4', 'length'],
    [1, '123456', 'length'],
    [1, '1,2,3,4,a', 'format'],
    [1, '1,2,,3,4', 'format'],
    [1, '1;2;3;4;5', 'format'],
    [1, '1,2,3,4,-5', 'format'],
    [1, '1,2,3,4,10', 'range'],
    [14, '1,2,3,4,5,6,7,8,9,9', 'repeat'],
    [14, '0,1,2,3,4,5,6,7,8,9', 'range'],
    [17, '12345', 'format'],
    [17, '1,2,3', 'length'],
    [201, '1,2,3,4,100', 'format'],
    [202, '117', 'range'],
    [93, hash.slice(1), 'length'],
    [93, `0x${hash.slice(2)}`, 'format'],
    [93, `${hash.slice(1)}g`, 'format'],
  ])('category %i refuses %j as %s', (category, text, reason) => {
    expect(parseWinningNumber(category, text)).toEqual({ ok: false, reason });
  });

  it.each(lotteryCategories.map((c) => [c.id, c] as const))(
    'category %i reads back every valid draw, comma-separated or run together (property)',
    (id, category) => {
      const { format } = category;
      if (format.kind === 'hash') return;
      const draws = arbitraryDraw(format.length, format.min, format.max, format.distinct);
      fc.assert(
        fc.property(draws, fc.boolean(), (draw, padded) => {
          const text = draw.map((n) => (padded ? String(n).padStart(2, '0') : String(n)));
          expect(parseWinningNumber(id, text.join(','))).toEqual({ ok: true, numbers: draw });
          if (format.max <= 9)
            expect(parseWinningNumber(id, draw.join(''))).toEqual({ ok: true, numbers: draw });
        }),
        { numRuns: 100 },
      );
    },
  );

  it('never throws and never accepts a number outside the format (property)', () => {
    const ids = lotteryCategories.map((c) => c.id);
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.string({ maxLength: 80 }), (id, text) => {
        const read = parseWinningNumber(id, text);
        const format = findCategory(id)?.format;
        if (!read.ok || !format) return;
        expect(read.numbers).toHaveLength(format.length);
        if (format.kind === 'balls')
          for (const n of read.numbers) expect(n >= format.min && n <= format.max).toBe(true);
      }),
    );
  });
});
