import { describe, expect, it } from 'vitest';
import { countUnits, settle, validateSelection } from '../../index.ts';
import {
  arbitraryDraw,
  arbitraryRows,
  checkBetTypeLaws,
} from '../../test-support/bet-type-laws.ts';
import { sscStar5Direct } from './star5-direct.ts';

describe('ssc.star5.direct', () => {
  it.each([
    [[[1], [2], [3], [4], [5]], 1],
    [[[0, 1], [2], [3], [4], [5]], 2],
    [[[0, 1, 2], [0, 1], [5, 6, 7, 8], [9], [0, 1, 2, 3, 4]], 3 * 2 * 4 * 1 * 5],
    [Array.from({ length: 5 }, () => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), 100_000],
  ])('%j counts %i units', (rows, units) => {
    expect(countUnits('ssc.star5.direct', { rows })).toEqual({ ok: true, units });
  });

  it('wins only on the exact number in order', () => {
    const selection = { rows: [[1], [2], [3], [4], [5, 6]] };
    expect(settle('ssc.star5.direct', selection, [1, 2, 3, 4, 6])).toEqual({ first: 1 });
    expect(settle('ssc.star5.direct', selection, [2, 1, 3, 4, 5])).toEqual({});
  });

  it('names the fault of a bad selection', () => {
    expect(validateSelection('ssc.star5.direct', { rows: [[1], [2], [3], [4]] })).toEqual({
      ok: false,
      fault: { code: 'rowCount', at: 'rows' },
    });
    expect(validateSelection('ssc.star5.direct', { rows: [[1], [2], [3], [4], [10]] })).toEqual({
      ok: false,
      fault: { code: 'outOfRange', at: 'rows[4]' },
    });
    expect(validateSelection('ssc.star5.direct', { rows: [[1, 1], [2], [3], [4], [5]] })).toEqual({
      ok: false,
      fault: { code: 'duplicate', at: 'rows[0]' },
    });
    expect(validateSelection('ssc.star5.direct', { rows: [[], [2], [3], [4], [5]] })).toEqual({
      ok: false,
      fault: { code: 'tooFew', at: 'rows[0]' },
    });
    expect(validateSelection('ssc.star5.direct', { entries: ['12345'] })).toMatchObject({
      ok: false,
      fault: { code: 'shape' },
    });
    expect(validateSelection('no.such.type', { rows: [] })).toMatchObject({ ok: false });
  });

  it('obeys the laws of every bet type', () => {
    checkBetTypeLaws(sscStar5Direct, arbitraryRows(5, 0, 9, 1, 3), arbitraryDraw(5, 0, 9, false));
  });
});
