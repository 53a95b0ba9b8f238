import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { sscStar4Single } from './star4-single.ts';
import { sscStar5Single } from './star5-single.ts';

/** Unique entries of `length` digits; half from 0-1 only, so draws from 0-2 often hit. */
const arbitraryEntries = (length: number) =>
  fc
    .oneof(
      fc.uniqueArray(
        fc
          .array(fc.integer({ min: 0, max: 1 }), { minLength: length, maxLength: length })
          .map((d) => d.join('')),
        { minLength: 1, maxLength: 20 },
      ),
      fc.uniqueArray(
        fc
          .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
          .map((d) => d.join('')),
        { minLength: 1, maxLength: 20 },
      ),
    )
    .map((entries) => ({ entries }));

const draws = fc.oneof(arbitraryDraw(5, 0, 9, false), arbitraryDraw(5, 0, 1, false));

describe('ssc.star5.single', () => {
  it.each([
    [['12345'], 1],
    [['12345', '54321', '00000'], 3],
  ])('%j counts %i units', (entries, units) => {
    expect(sscStar5Single.validate({ entries })).toEqual({ ok: true });
    expect(sscStar5Single.count({ entries })).toBe(units);
  });

  it('wins only on an entry equal to the draw in order', () => {
    const selection = { entries: ['12345', '99999', '01234'] };
    expect(sscStar5Single.settle(selection, [1, 2, 3, 4, 5])).toEqual({ first: 1 });
    expect(sscStar5Single.settle(selection, [0, 1, 2, 3, 4])).toEqual({ first: 1 });
    expect(sscStar5Single.settle(selection, [5, 4, 3, 2, 1])).toEqual({});
  });

  it.each([
    [{ rows: [[1], [2], [3], [4], [5]] }, 'shape', 'entries'],
    [{ entries: ['12345'], rows: [[1]] }, 'shape', 'entries'],
    [{ entries: ['12345'], positions: [0] }, 'shape', 'positions'],
    [{ entries: [] }, 'tooFew', 'entries'],
    [{ entries: ['12345', '1234'] }, 'entryLength', 'entries[1]'],
    [{ entries: ['123456'] }, 'entryLength', 'entries[0]'],
    [{ entries: ['12a45'] }, 'entryFormat', 'entries[0]'],
    [{ entries: [' 12345'] }, 'entryFormat', 'entries[0]'],
    [{ entries: [12345 as unknown as string] }, 'entryFormat', 'entries[0]'],
    [{ entries: ['12345', '54321', '12345'] }, 'duplicate', 'entries[2]'],
  ])('refuses %j: %s at %s', (selection, code, at) => {
    expect(sscStar5Single.validate(selection)).toEqual({ ok: false, fault: { code, at } });
  });

  it('obeys the laws of every bet type', () => {
    checkBetTypeLaws(sscStar5Single, arbitraryEntries(5), draws);
  });
});

describe('ssc.star4.single', () => {
  it('reads the last four digits, 千百十个', () => {
    const selection = { entries: ['2345', '0000'] };
    expect(sscStar4Single.count(selection)).toBe(2);
    expect(sscStar4Single.settle(selection, [9, 2, 3, 4, 5])).toEqual({ first: 1 });
    expect(sscStar4Single.settle(selection, [2, 3, 4, 5, 9])).toEqual({});
    expect(sscStar4Single.validate({ entries: ['12345'] })).toEqual({
      ok: false,
      fault: { code: 'entryLength', at: 'entries[0]' },
    });
  });

  it('obeys the laws of every bet type', () => {
    checkBetTypeLaws(sscStar4Single, arbitraryEntries(4), draws);
  });
});
