import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import {
  arbitraryDraw,
  arbitraryRows,
  checkBetTypeLaws,
} from '../../test-support/bet-type-laws.ts';
import { sscAnyPositionTypes } from './any-position-digits.ts';

/** 'mid3.one' → 'ssc.mid3.anyPosOne' */
function idOf(key: string): string {
  const [window = '', method = ''] = key.split('.');
  return `ssc.${window}.anyPos${method.charAt(0).toUpperCase()}${method.slice(1)}`;
}

const type = (id: string): TBetType => {
  const found = sscAnyPositionTypes.find((t) => t.id === idOf(id));
  if (!found) throw new Error(id);
  return found;
};

describe('ssc 不定位 (anyPos)', () => {
  it('sells 3-star 一码/二码 on 前三, 中三 and 后三, 四星 一码/二码 and 五星 二码/三码', () => {
    expect(sscAnyPositionTypes.map((t) => t.id)).toEqual([
      'ssc.front3.anyPosOne',
      'ssc.front3.anyPosTwo',
      'ssc.mid3.anyPosOne',
      'ssc.mid3.anyPosTwo',
      'ssc.back3.anyPosOne',
      'ssc.back3.anyPosTwo',
      'ssc.star4.anyPosOne',
      'ssc.star4.anyPosTwo',
      'ssc.star5.anyPosTwo',
      'ssc.star5.anyPosThree',
    ]);
  });

  it.each([
    ['front3.one', [1, 2, 3], 3],
    ['front3.two', [1, 2, 3, 4], 6],
    ['star4.two', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 45],
    ['star5.three', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 120],
  ])('%s %j counts %i units', (id, row, units) => {
    expect(type(id).validate({ rows: [row] })).toEqual({ ok: true });
    expect(type(id).count({ rows: [row] })).toBe(units);
  });

  it.each([
    // 前三 of 11299 is 1 1 2: 1 and 2 hit, each once however often it appears.
    ['front3.one', [1, 2, 9], 2],
    ['front3.one', [1], 1],
    ['front3.two', [1, 2, 9], 1],
    ['mid3.one', [1, 2, 9], 3],
    ['back3.two', [1, 2, 9], 1],
    ['back3.two', [1, 3], 0],
    ['star4.one', [1, 2, 9, 5], 3],
    ['star4.two', [1, 2, 9, 5], 3],
    ['star5.two', [1, 2, 9, 5], 3],
    ['star5.three', [1, 2, 9, 5], 1],
    ['star5.three', [1, 2, 5], 0],
  ])('%s %j against 11299 wins %i', (id, row, wins) => {
    expect(type(id).settle({ rows: [row] }, [1, 1, 2, 9, 9])).toEqual(wins ? { first: wins } : {});
  });

  it('refuses too few digits for a unit', () => {
    expect(type('star5.three').validate({ rows: [[1, 2]] })).toEqual({
      ok: false,
      fault: { code: 'tooFew', at: 'rows[0]' },
    });
  });

  it.each(sscAnyPositionTypes.map((t) => [t.id, t] as const))(
    '%s obeys the laws of every bet type',
    (_id, betType) => {
      const draws = fc.oneof(arbitraryDraw(5, 0, 9, false), arbitraryDraw(5, 0, 3, false));
      const selections = arbitraryRows(1, 0, 9, 1, 10).filter((s) => betType.validate(s).ok);
      checkBetTypeLaws(betType, selections, draws, 100);
    },
  );
});
