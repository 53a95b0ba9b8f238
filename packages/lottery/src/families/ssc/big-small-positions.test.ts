import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { sscBigSmallTypes } from './big-small-positions.ts';

const type = (key: string): TBetType => {
  const found = sscBigSmallTypes.find((t) => t.id === `ssc.bigSmall.${key}`);
  if (!found) throw new Error(key);
  return found;
};
const itemIds = (betType: TBetType) =>
  betType.shape.kind === 'items' ? betType.shape.items.map((item) => item.id) : [];

describe('ssc.bigSmall per position', () => {
  it('offers 大小单双 for each position of the window', () => {
    expect(itemIds(type('back2'))).toEqual([
      's.big',
      's.small',
      's.odd',
      's.even',
      'g.big',
      'g.small',
      'g.odd',
      'g.even',
    ]);
    expect(type('front3').shape).toMatchObject({ kind: 'items', maxPicks: 12 });
  });

  it.each([
    ['back2', ['s.big', 's.odd', 'g.small'], 2],
    ['front2', ['w.big', 'q.small'], 1],
    ['back3', ['b.big', 'b.small', 'b.odd', 's.even', 'g.odd', 'g.even'], 6],
    ['front3', itemIds(type('front3')), 64],
  ])('%s %j counts %i units', (key, items, units) => {
    expect(type(key).validate({ items })).toEqual({ ok: true });
    expect(type(key).count({ items })).toBe(units);
  });

  it.each([
    // 十 7 is 大 and 单; 个 2 is 小 and 双.
    [[0, 0, 0, 7, 2], ['s.big', 's.odd', 'g.small', 'g.even'], 4],
    [[0, 0, 0, 7, 2], ['s.big', 's.small', 'g.small'], 1],
    // 大 starts at 5, 小 ends at 4.
    [[0, 0, 0, 5, 4], ['s.big', 'g.small'], 1],
    [[0, 0, 0, 4, 5], ['s.big', 'g.small'], 0],
    [[9, 9, 9, 7, 5], ['s.big', 'g.even'], 0],
  ])('后二 against %j with %j wins %i', (draw, items, wins) => {
    expect(type('back2').settle({ items }, draw)).toEqual(wins ? { first: wins } : {});
  });

  it('reads 前三 from 万千百', () => {
    expect(type('front3').settle({ items: ['w.big', 'q.odd', 'b.even'] }, [5, 3, 8, 1, 1])).toEqual(
      { first: 1 },
    );
  });

  it.each([
    [{ items: ['s.big'] }, 'tooFew', 'items.g'],
    [{ items: [] }, 'tooFew', 'items'],
    [{ items: ['w.big', 'g.odd'] }, 'unknownItem', 'items[0]'],
    [{ items: ['s.big', 's.big', 'g.odd'] }, 'duplicate', 'items[1]'],
    [{ rows: [[1], [2]] }, 'shape', 'items'],
  ])('后二 refuses %j: %s at %s', (selection, code, at) => {
    expect(type('back2').validate(selection)).toEqual({ ok: false, fault: { code, at } });
  });

  it.each(sscBigSmallTypes.map((t) => [t.id, t] as const))(
    '%s obeys the laws of every bet type',
    (_id, betType) => {
      const selections = fc
        .subarray(itemIds(betType), { minLength: 1 })
        .map((items) => ({ items }))
        .filter((selection) => betType.validate(selection).ok);
      checkBetTypeLaws(betType, selections, arbitraryDraw(5, 0, 9, false));
    },
  );
});
