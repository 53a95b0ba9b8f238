import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbitraryDraw,
  arbitraryRows,
  checkBetTypeLaws,
} from '../../test-support/bet-type-laws.ts';
import {
  markSixRegularAny,
  markSixRegularPosition,
  markSixSpecialDirect,
} from './mark-six-numbers.ts';

const draw = [10, 20, 30, 40, 41, 42, 49]; // 正码 10 20 30 40 41 42, 特码 49
/** Draws crowded into 1..14 so that small selections hit. */
const draws = fc.oneof(arbitraryDraw(7, 1, 49, true), arbitraryDraw(7, 1, 14, true));

describe('mark six number bets', () => {
  it('特码直选 wins only on the special', () => {
    expect(markSixSpecialDirect.count({ rows: [[1, 2, 49]] })).toBe(3);
    expect(markSixSpecialDirect.settle({ rows: [[1, 2, 49]] }, draw)).toEqual({ first: 1 });
    expect(markSixSpecialDirect.settle({ rows: [[10, 20]] }, draw)).toEqual({}); // 正码 only
  });

  it('正码 wins per picked 正码, never on the special', () => {
    expect(markSixRegularAny.settle({ rows: [[10, 20, 49, 1]] }, draw)).toEqual({ first: 2 });
    expect(markSixRegularAny.settle({ rows: [[49]] }, draw)).toEqual({});
  });

  it('正码特 wins per position whose 正码 is picked there', () => {
    const selection = { rows: [[10, 11], [], [], [40, 10], [], [49]] };
    expect(markSixRegularPosition.count(selection)).toBe(5);
    expect(markSixRegularPosition.settle(selection, draw)).toEqual({ first: 2 });
    expect(markSixRegularPosition.settle({ rows: [[20], [10], [], [], [], []] }, draw)).toEqual({});
  });

  it('names the fault of a bad selection', () => {
    expect(markSixSpecialDirect.validate({ rows: [[50]] })).toEqual({
      ok: false,
      fault: { code: 'outOfRange', at: 'rows[0]' },
    });
    expect(markSixRegularAny.validate({ rows: [[]] })).toEqual({
      ok: false,
      fault: { code: 'tooFew', at: 'rows[0]' },
    });
    expect(markSixRegularPosition.validate({ rows: [[], [], [], [], [], []] })).toEqual({
      ok: false,
      fault: { code: 'tooFew', at: 'rows' },
    });
    expect(markSixRegularPosition.validate({ rows: [[1], [2]] })).toEqual({
      ok: false,
      fault: { code: 'rowCount', at: 'rows' },
    });
  });

  it.each([markSixSpecialDirect, markSixRegularAny])('$id obeys the laws', (type) => {
    checkBetTypeLaws(type, arbitraryRows(1, 1, 14, 1, 8), draws);
  });

  it('marksix.regular.position obeys the laws', () => {
    const rows = arbitraryRows(6, 1, 14, 0, 3).filter((selection) =>
      (selection.rows ?? []).some((row) => row.length > 0),
    );
    checkBetTypeLaws(markSixRegularPosition, rows, draws);
  });
});
