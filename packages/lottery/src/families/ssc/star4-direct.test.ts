import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbitraryDraw,
  arbitraryRows,
  checkBetTypeLaws,
} from '../../test-support/bet-type-laws.ts';
import { sscStar4Direct } from './star4-direct.ts';

describe('ssc.star4.direct', () => {
  it.each([
    [[[2], [3], [4], [5]], 1],
    [[[0, 1, 2], [0, 1], [5, 6, 7, 8], [9]], 3 * 2 * 4 * 1],
    [Array.from({ length: 4 }, () => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), 10_000],
  ])('%j counts %i units', (rows, units) => {
    expect(sscStar4Direct.validate({ rows })).toEqual({ ok: true });
    expect(sscStar4Direct.count({ rows })).toBe(units);
  });

  it('wins on the last four digits in order, whatever 万 is', () => {
    const selection = { rows: [[2], [3], [4], [5, 6]] };
    expect(sscStar4Direct.settle(selection, [7, 2, 3, 4, 6])).toEqual({ first: 1 });
    expect(sscStar4Direct.settle(selection, [2, 3, 4, 5, 0])).toEqual({});
  });

  it('refuses five rows', () => {
    expect(sscStar4Direct.validate({ rows: [[1], [2], [3], [4], [5]] })).toEqual({
      ok: false,
      fault: { code: 'rowCount', at: 'rows' },
    });
  });

  it('obeys the laws of every bet type', () => {
    const draws = fc.oneof(arbitraryDraw(5, 0, 9, false), arbitraryDraw(5, 0, 2, false));
    checkBetTypeLaws(sscStar4Direct, arbitraryRows(4, 0, 9, 1, 3), draws);
  });
});
