import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import {
  arbitraryDraw,
  arbitraryRows,
  checkBetTypeLaws,
} from '../../test-support/bet-type-laws.ts';
import { sscFunTypes } from './fun-repeats.ts';

const type = (times: number): TBetType => {
  const found = sscFunTypes.find((t) => t.id === `ssc.fun.atLeast${times}`);
  if (!found) throw new Error(String(times));
  return found;
};

describe('ssc.fun 趣味', () => {
  it('names 一帆风顺, 好事成双, 三星报喜, 四季发财', () => {
    expect(sscFunTypes.map((t) => t.name.zh)).toEqual([
      '一帆风顺',
      '好事成双',
      '三星报喜',
      '四季发财',
    ]);
  });

  it.each([
    [1, [1, 2, 3], [1, 1, 2, 3, 3], 3],
    [1, [4, 5], [1, 1, 2, 3, 3], 0],
    [2, [1, 2, 3], [1, 1, 2, 3, 3], 2],
    [3, [1, 2], [1, 1, 1, 2, 2], 1],
    [3, [1, 2], [1, 1, 2, 2, 0], 0],
    // Five times is also at least four.
    [4, [5], [5, 5, 5, 5, 5], 1],
    [4, [5], [5, 5, 5, 0, 5], 1],
    [4, [5], [5, 5, 5, 0, 0], 0],
  ])('at least %i times: %j against %j wins %i', (times, row, draw, wins) => {
    expect(type(times).count({ rows: [row] })).toBe(row.length);
    expect(type(times).settle({ rows: [row] }, draw)).toEqual(wins ? { first: wins } : {});
  });

  it('refuses an empty row', () => {
    expect(type(1).validate({ rows: [[]] })).toEqual({
      ok: false,
      fault: { code: 'tooFew', at: 'rows[0]' },
    });
  });

  it.each(sscFunTypes.map((t) => [t.id, t] as const))(
    '%s obeys the laws of every bet type',
    (_id, betType) => {
      const draws = fc.oneof(arbitraryDraw(5, 0, 9, false), arbitraryDraw(5, 0, 1, false));
      checkBetTypeLaws(betType, arbitraryRows(1, 0, 9, 1, 10), draws, 100);
    },
  );
});
