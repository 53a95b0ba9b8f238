import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { kenoOddEven, kenoUpDown } from './keno-board.ts';
import { kenoSum810, kenoSumBigSmall, kenoSumCombo, kenoSumOddEven } from './keno-sum.ts';

const low = Array.from({ length: 20 }, (_, i) => i + 1); // 1..20: sum 210, all 上, 10 odd
const high = Array.from({ length: 20 }, (_, i) => 80 - i); // 61..80: sum 1410, all 下
/** Ten pairs x, 81 − x: sum exactly 810, 10 up / 10 down, 10 odd / 10 even. */
const even810 = Array.from({ length: 10 }, (_, i) => [i + 1, 80 - i]).flat();
const all = ({ shape }: TBetType) => (shape.kind === 'items' ? shape.items.map((i) => i.id) : []);

describe('keno two-sided', () => {
  it('judges 上下盘 and 奇偶盘 by majority, 10/10 as 中 / 和', () => {
    expect(kenoUpDown.settle({ items: ['up', 'middle', 'down'] }, low)).toEqual({ up: 1 });
    expect(kenoUpDown.settle({ items: ['up', 'down'] }, high)).toEqual({ down: 1 });
    expect(kenoUpDown.settle({ items: ['up', 'middle', 'down'] }, even810)).toEqual({ middle: 1 });
    expect(kenoOddEven.settle({ items: ['odd', 'equal', 'even'] }, low)).toEqual({ equal: 1 });
    const mostlyOdd = [
      ...Array.from({ length: 11 }, (_, i) => 2 * i + 1),
      2,
      4,
      6,
      8,
      10,
      12,
      14,
      16,
      18,
    ];
    expect(kenoOddEven.settle({ items: ['odd', 'even'] }, mostlyOdd)).toEqual({ odd: 1 });
  });

  it('judges 总和 against 810, with 810 a tie for 大小 and 过关 only', () => {
    expect(kenoSumBigSmall.settle({ items: ['big', 'small'] }, low)).toEqual({ small: 1 });
    expect(kenoSumBigSmall.settle({ items: ['big'] }, high)).toEqual({ big: 1 });
    expect(kenoSumBigSmall.settle({ items: ['big', 'small'] }, even810)).toEqual({ tie: 2 });
    expect(kenoSumOddEven.settle({ items: ['odd', 'even'] }, even810)).toEqual({ even: 1 });
    expect(kenoSumCombo.settle({ items: all(kenoSumCombo) }, even810)).toEqual({ tie: 4 });
    expect(kenoSumCombo.settle({ items: all(kenoSumCombo) }, low)).toEqual({ smallEven: 1 });
    expect(kenoSum810.settle({ items: ['sum810'] }, even810)).toEqual({ sum810: 1 });
    expect(kenoSum810.settle({ items: ['sum810'] }, low)).toEqual({});
  });

  it('counts one unit per ticked item and names faults', () => {
    expect(kenoSumCombo.count({ items: ['bigOdd', 'smallEven'] })).toBe(2);
    expect(kenoSumBigSmall.validate({ items: [] })).toEqual({
      ok: false,
      fault: { code: 'tooFew', at: 'items' },
    });
    expect(kenoSumBigSmall.validate({ items: ['big', 'middle'] })).toEqual({
      ok: false,
      fault: { code: 'unknownItem', at: 'items[1]' },
    });
    expect(kenoSumBigSmall.validate({ items: ['big', 'big'] })).toEqual({
      ok: false,
      fault: { code: 'duplicate', at: 'items[1]' },
    });
    expect(kenoSumBigSmall.validate({ rows: [[1]] })).toMatchObject({ fault: { code: 'shape' } });
  });

  it.each([kenoUpDown, kenoOddEven, kenoSumBigSmall, kenoSumOddEven, kenoSumCombo, kenoSum810])(
    '$id obeys the laws of every bet type',
    (type) => {
      const items = fc.subarray(all(type), { minLength: 1 }).map((picked) => ({ items: picked }));
      const draws = fc.oneof(arbitraryDraw(20, 1, 80, true), fc.constant(even810));
      checkBetTypeLaws(type, items, draws, 100);
    },
  );
});
