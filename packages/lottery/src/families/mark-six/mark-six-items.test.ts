import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { colourOf, zodiacOf } from './mark-six-family.ts';
import { markSixSpecialColour, markSixSpecialSides } from './mark-six-special-sides.ts';
import { markSixTotal } from './mark-six-total.ts';
import { markSixTypes, markSixTypesFor } from './mark-six-types.ts';
import { markSixAnyZodiac, markSixSpecialZodiac } from './mark-six-zodiac.ts';

const itemIds = ({ shape }: TBetType) =>
  shape.kind === 'items' ? shape.items.map((i) => i.id) : [];
const withSpecial = (special: number) =>
  [1, 2, 3, 4, 5, 6, special].map((ball, i) => (i < 6 && ball === special ? 40 + i : ball));

describe('mark six item bets', () => {
  it('特码两面: 大 25-48, 合 = digit sum, 尾 = units digit, 49 ties every item', () => {
    const all = { items: itemIds(markSixSpecialSides) };
    // 38: big, even, digit sum 11 (合大, 合单), tail 8 (尾大), big even.
    expect(markSixSpecialSides.settle(all, withSpecial(38))).toEqual({
      big: 1,
      even: 1,
      sumBig: 1,
      sumOdd: 1,
      tailBig: 1,
      bigEven: 1,
    });
    // 24: small, even, digit sum 6 (合小, 合双), tail 4 (尾小).
    expect(markSixSpecialSides.settle(all, withSpecial(24))).toEqual({
      small: 1,
      even: 1,
      sumSmall: 1,
      sumEven: 1,
      tailSmall: 1,
      smallEven: 1,
    });
    expect(markSixSpecialSides.settle({ items: ['big', 'odd'] }, withSpecial(49))).toEqual({
      tie: 2,
    });
  });

  it('色波 follows the fixed colour map, 49 is green', () => {
    const balls = Array.from({ length: 49 }, (_, i) => i + 1);
    expect(balls.filter((ball) => colourOf(ball) === 'red')).toHaveLength(17);
    expect(balls.filter((ball) => colourOf(ball) === 'blue')).toHaveLength(16);
    expect([colourOf(1), colourOf(3), colourOf(5), colourOf(49)]).toEqual([
      'red',
      'blue',
      'green',
      'green',
    ]);
    expect(markSixSpecialColour.settle({ items: ['red', 'green'] }, withSpecial(49))).toEqual({
      green: 1,
    });
  });

  it('生肖 maps numbers backwards from the year animal', () => {
    // 马 year (2026): 马 01/13/25/37/49, 蛇 02/14/26/38, 龙 03, ..., 羊 12/24/36/48.
    expect([1, 13, 25, 37, 49].map((ball) => zodiacOf(ball, 'horse'))).toEqual(
      Array(5).fill('horse'),
    );
    expect([2, 3, 12, 48].map((ball) => zodiacOf(ball, 'horse'))).toEqual([
      'snake',
      'dragon',
      'goat',
      'goat',
    ]);
    // 龙 year (2024): 龙 01, 兔 02, 鼠 05, 蛇 12.
    expect([1, 2, 5, 12].map((ball) => zodiacOf(ball, 'dragon'))).toEqual([
      'dragon',
      'rabbit',
      'rat',
      'snake',
    ]);
    const special = markSixSpecialZodiac('horse');
    expect(special.settle({ items: ['horse', 'goat'] }, withSpecial(48))).toEqual({ goat: 1 });
    expect(special.levels.find((l) => l.id === 'horse')?.probability).toEqual({
      num: 5n,
      den: 49n,
    });
    // 一肖: 01 and 13 are both 马 (one win), 02 蛇; the special 48 is 羊.
    const any = markSixAnyZodiac('horse');
    const draw = [1, 13, 2, 20, 30, 40, 48];
    expect(any.settle({ items: ['horse', 'snake', 'goat', 'rat'] }, draw)).toEqual({
      horse: 1,
      snake: 1,
      goat: 1,
    });
  });

  it('builds the list for any year under the same ids', () => {
    const ids = markSixTypes.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(markSixTypesFor('dragon').map((type) => type.id)).toEqual(ids);
  });

  it('总和: 大 ≥ 175, parity, no tie', () => {
    const all = { items: ['big', 'small', 'odd', 'even'] };
    expect(markSixTotal.settle(all, [1, 2, 3, 4, 5, 6, 7])).toEqual({ small: 1, even: 1 });
    expect(markSixTotal.settle(all, [49, 48, 47, 1, 2, 3, 25])).toEqual({ big: 1, odd: 1 }); // 175
    // 174 is 小
    expect(markSixTotal.settle(all, [49, 48, 47, 1, 2, 3, 24])).toEqual({ small: 1, even: 1 });
  });

  it.each([
    markSixSpecialSides,
    markSixSpecialColour,
    markSixSpecialZodiac('horse'),
    markSixAnyZodiac('horse'),
    markSixTotal,
  ])('$id obeys the laws', (type) => {
    const items = fc.subarray(itemIds(type), { minLength: 1 }).map((picked) => ({ items: picked }));
    const draws = fc.oneof(arbitraryDraw(7, 1, 49, true), fc.constant(withSpecial(49)));
    checkBetTypeLaws(type, items, draws, 100);
  });
});
