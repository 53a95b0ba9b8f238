import { describe, expect, it } from 'vitest';
import type { TSelection } from '../../core/selection.ts';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { fixedDigitType } from './fixed-digit.ts';
import { sscPositions } from './ssc-family.ts';
import { arbitrarySelection } from './window-arbitrary.ts';

const fixed = fixedDigitType('ssc', sscPositions);

describe('ssc.fixed.digit (定位胆)', () => {
  it.each<[TSelection, number]>([
    [{ rows: [[1], [], [], [], []] }, 1],
    [{ rows: [[1, 2], [], [3], [], [0, 9]] }, 5],
    [{ rows: Array.from({ length: 5 }, () => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) }, 50],
  ])('%j counts %i units', (selection, units) => {
    expect(fixed.validate(selection)).toEqual({ ok: true });
    expect(fixed.count(selection)).toBe(units);
  });

  it('wins once per position that draws a picked digit', () => {
    const selection = { rows: [[1, 2], [], [3], [4], [0, 9]] };
    expect(fixed.settle(selection, [1, 5, 3, 4, 9])).toEqual({ first: 4 });
    expect(fixed.settle(selection, [2, 3, 4, 5, 6])).toEqual({ first: 1 });
    expect(fixed.settle(selection, [3, 3, 3, 3, 3])).toEqual({ first: 1 });
    expect(fixed.settle(selection, [0, 0, 0, 0, 1])).toEqual({});
  });

  it('names the fault of a bad selection', () => {
    expect(fixed.validate({ rows: [[], [], [], [], []] })).toEqual({
      ok: false,
      fault: { code: 'tooFew', at: 'rows' },
    });
    expect(fixed.validate({ rows: [[1], [], [], []] })).toMatchObject({
      fault: { code: 'rowCount' },
    });
    expect(fixed.validate({ rows: [[1], [], [], [], [10]] })).toMatchObject({
      fault: { code: 'outOfRange', at: 'rows[4]' },
    });
  });

  it('obeys the laws', () => {
    checkBetTypeLaws(fixed, arbitrarySelection(fixed), arbitraryDraw(5, 0, 9, false));
    checkBetTypeLaws(fixed, arbitrarySelection(fixed, 3), arbitraryDraw(5, 0, 3, false));
  });
});
