import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbitraryDraw,
  arbitraryRows,
  checkBetTypeLaws,
} from '../../test-support/bet-type-laws.ts';
import { sscStar4Combo } from './star4-combo.ts';
import { sscStar5Combo } from './star5-combo.ts';

const draws = fc.oneof(arbitraryDraw(5, 0, 9, false), arbitraryDraw(5, 0, 2, false));

describe('ssc.star5.combo', () => {
  it.each([
    [[[1], [2], [3], [4], [5]], 5],
    [[[0, 1], [2], [3, 4, 5], [6], [7]], 5 * 6],
    [Array.from({ length: 5 }, () => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), 500_000],
  ])('%j counts %i units', (rows, units) => {
    expect(sscStar5Combo.validate({ rows })).toEqual({ ok: true });
    expect(sscStar5Combo.count({ rows })).toBe(units);
  });

  it('pays every tail that matches, once per number holding it', () => {
    const selection = { rows: [[1, 2], [2], [3], [4], [5]] };
    expect(sscStar5Combo.settle(selection, [1, 2, 3, 4, 5])).toEqual({
      star5: 1,
      star4: 2,
      star3: 2,
      star2: 2,
      star1: 2,
    });
    expect(sscStar5Combo.settle(selection, [9, 2, 3, 4, 5])).toEqual({
      star4: 2,
      star3: 2,
      star2: 2,
      star1: 2,
    });
    // A miss at 十 stops every tail longer than 个.
    expect(sscStar5Combo.settle(selection, [1, 2, 3, 9, 5])).toEqual({ star1: 2 });
    expect(sscStar5Combo.settle(selection, [1, 2, 3, 4, 6])).toEqual({});
  });

  it('prices the tails at 1e-5 to 1e-1', () => {
    expect(sscStar5Combo.levels.map((level) => [level.id, Number(level.probability.den)])).toEqual([
      ['star5', 100_000],
      ['star4', 10_000],
      ['star3', 1000],
      ['star2', 100],
      ['star1', 10],
    ]);
  });

  it('refuses a wrong row count', () => {
    expect(sscStar5Combo.validate({ rows: [[1], [2], [3], [4]] })).toEqual({
      ok: false,
      fault: { code: 'rowCount', at: 'rows' },
    });
  });

  it('obeys the laws of every bet type', () => {
    checkBetTypeLaws(sscStar5Combo, arbitraryRows(5, 0, 9, 1, 3), draws);
  });
});

describe('ssc.star4.combo', () => {
  it('buys the 4/3/2/1 tails of 千百十个', () => {
    const selection = { rows: [[1], [2, 3], [4], [5]] };
    expect(sscStar4Combo.count(selection)).toBe(8);
    expect(sscStar4Combo.settle(selection, [0, 1, 2, 4, 5])).toEqual({
      star4: 1,
      star3: 1,
      star2: 2,
      star1: 2,
    });
    expect(sscStar4Combo.levels.map((level) => level.id)).toEqual([
      'star4',
      'star3',
      'star2',
      'star1',
    ]);
  });

  it('obeys the laws of every bet type', () => {
    checkBetTypeLaws(sscStar4Combo, arbitraryRows(4, 0, 9, 1, 4), draws);
  });
});
