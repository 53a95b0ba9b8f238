import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import type { TSelection } from '../../core/selection.ts';
import { happy10Types } from './happy10-types.ts';

const type = (id: string): TBetType => {
  const found = happy10Types.find((t) => t.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const balls = Array.from({ length: 20 }, (_, i) => i + 1);
const none: number[] = [];
const draw = [16, 3, 20, 7, 11, 8, 1, 18];

describe('Happy 10 counts', () => {
  it.each<[string, TSelection, number]>([
    ['happy10.any.pick1', { rows: [[1, 2, 3]] }, 3],
    ['happy10.any.pick3', { rows: [balls] }, 1140],
    ['happy10.any.pick5', { rows: [balls] }, 15_504],
    [
      'happy10.any.pick4Banker',
      {
        rows: [
          [1, 2],
          [3, 4, 5, 6],
        ],
      },
      6,
    ],
    ['happy10.front3.direct', { rows: [balls, balls, balls] }, 6840],
    ['happy10.front3.group', { rows: [balls] }, 1140],
    ['happy10.adjacent2.direct', { rows: [balls, balls] }, 380],
    [
      'happy10.adjacent2.direct',
      {
        rows: [
          [1, 2],
          [2, 3],
        ],
      },
      3,
    ],
    ['happy10.adjacent2.group', { rows: [balls] }, 190],
    ['happy10.position.fixed', { rows: [[1, 2], none, none, none, none, none, none, [20]] }, 3],
    ['happy10.twoSided.ball1', { items: ['big', 'zhong', 'north'] }, 3],
  ])('%s %j counts %i', (id, selection, units) => {
    expect(type(id).validate(selection)).toEqual({ ok: true });
    expect(type(id).count(selection)).toBe(units);
  });
});

describe('Happy 10 wins against 16 3 20 7 11 8 1 18', () => {
  it.each<[string, TSelection, Record<string, number>]>([
    ['happy10.any.pick1', { rows: [[1, 2, 3]] }, { first: 2 }],
    // 3 of the 4 picks drawn: C(3,2) = 3 winning pairs.
    ['happy10.any.pick2', { rows: [[1, 3, 7, 9]] }, { first: 3 }],
    ['happy10.any.pick5', { rows: [[16, 3, 20, 7, 11, 2]] }, { first: 1 }],
    ['happy10.any.pick3Banker', { rows: [[16], [3, 20, 9]] }, { first: 1 }],
    ['happy10.any.pick3Banker', { rows: [[9], [3, 20, 16]] }, {}],
    ['happy10.front3.direct', { rows: [[16], [3], [20, 1]] }, { first: 1 }],
    ['happy10.front3.direct', { rows: [[3], [16], [20]] }, {}],
    ['happy10.front3.group', { rows: [[3, 16, 20]] }, { first: 1 }],
    // 16→3 and 7→11 are drawn next to each other; 3→16 is the wrong way round.
    [
      'happy10.adjacent2.direct',
      {
        rows: [
          [16, 7, 3],
          [3, 11, 16],
        ],
      },
      { first: 2 },
    ],
    ['happy10.adjacent2.group', { rows: [[16, 3, 20, 1]] }, { first: 2 }],
    [
      'happy10.position.fixed',
      { rows: [[16], [2], none, none, none, none, none, [18]] },
      { first: 2 },
    ],
    [
      'happy10.twoSided.ball1',
      { items: ['big', 'small', 'odd', 'even', 'tailBig', 'digitSumOdd', 'bai', 'north'] },
      { big: 1, even: 1, tailBig: 1, digitSumOdd: 1, bai: 1, north: 1 },
    ],
    [
      'happy10.twoSided.ball2',
      { items: ['zhong', 'fa', 'west', 'tailSmall'] },
      { zhong: 1, west: 1, tailSmall: 1 },
    ],
    // Total 84: 大/小 are refunded, 双 and 总尾小 are judged.
    [
      'happy10.twoSided.sum',
      { items: ['big', 'small', 'even', 'tailBig', 'tailSmall'] },
      { tie: 2, even: 1, tailSmall: 1 },
    ],
    ['happy10.twoSided.dragonTiger', { items: ['dragon', 'tiger'] }, { tiger: 1 }],
  ])('%s %j wins %j', (id, selection, wins) => {
    expect(type(id).settle(selection, draw)).toEqual(wins);
  });

  it('judges 总和 85 as 大 and 83 as 小', () => {
    const all = { items: ['big', 'small'] };
    expect(type('happy10.twoSided.sum').settle(all, [16, 3, 20, 7, 11, 8, 2, 18])).toEqual({
      big: 1,
    });
    expect(type('happy10.twoSided.sum').settle(all, [16, 3, 20, 7, 11, 8, 1, 17])).toEqual({
      small: 1,
    });
  });
});

describe('Happy 10 faults', () => {
  it.each<[string, TSelection, string, string]>([
    ['happy10.any.pick3', { rows: [[1, 21, 3]] }, 'outOfRange', 'rows[0]'],
    ['happy10.any.pick3', { rows: [[1, 2]] }, 'tooFew', 'rows[0]'],
    ['happy10.any.pick5Banker', { rows: [[1, 2, 3, 4, 5], [6]] }, 'tooMany', 'rows[0]'],
    ['happy10.adjacent2.group', { rows: [[1]] }, 'tooFew', 'rows[0]'],
    [
      'happy10.position.fixed',
      { rows: [none, none, none, none, none, none, none, none] },
      'tooFew',
      'rows',
    ],
    ['happy10.twoSided.sum', { items: ['zhong'] }, 'unknownItem', 'items[0]'],
  ])('%s %j is refused: %s at %s', (id, selection, code, at) => {
    expect(type(id).validate(selection)).toEqual({ ok: false, fault: { code, at } });
  });
});
