import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { sscBigSmallSum5 } from './big-small-sum5.ts';

const every = ['big', 'small', 'odd', 'even'];

describe('ssc.bigSmall.sum5', () => {
  it('counts one unit per item', () => {
    expect(sscBigSmallSum5.count({ items: ['big'] })).toBe(1);
    expect(sscBigSmallSum5.count({ items: every })).toBe(4);
  });

  it.each([
    // The five-digit sum is 大 from 23, not from the per-digit 5.
    [[9, 9, 4, 0, 0], ['big', 'small', 'odd', 'even'], 2, ['small', 'even']],
    [[9, 9, 5, 0, 0], ['big', 'odd'], 2, ['big', 'odd']],
    [[5, 5, 5, 5, 2], ['big'], 0, []],
    [[9, 9, 9, 9, 9], ['big', 'odd'], 2, ['big', 'odd']],
    [[0, 0, 0, 0, 0], ['small', 'odd'], 1, ['small']],
  ])('%j with %j wins %i (%j)', (draw, items, wins, winners) => {
    expect(sscBigSmallSum5.settle({ items }, draw)).toEqual(wins ? { first: wins } : {});
    const won = items.filter(
      (item) => sscBigSmallSum5.settleUnit({ picks: [], item }, draw).length,
    );
    expect(won).toEqual(winners);
  });

  it.each([
    [{ items: [] }, 'tooFew', 'items'],
    [{ items: ['big', 'dragon'] }, 'unknownItem', 'items[1]'],
    [{ items: ['odd', 'odd'] }, 'duplicate', 'items[1]'],
    [{ items: ['big'], sums: [23] }, 'shape', 'items'],
  ])('refuses %j: %s at %s', (selection, code, at) => {
    expect(sscBigSmallSum5.validate(selection)).toEqual({ ok: false, fault: { code, at } });
  });

  it('obeys the laws of every bet type', () => {
    const selections = fc.subarray(every, { minLength: 1 }).map((items) => ({ items }));
    checkBetTypeLaws(sscBigSmallSum5, selections, arbitraryDraw(5, 0, 9, false));
  });
});
