import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import type { TSelection } from '../../core/selection.ts';
import { elevenFiveTypes } from './eleven-five-types.ts';

const type = (id: string): TBetType => {
  const found = elevenFiveTypes.find((t) => t.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

describe('11x5 counts', () => {
  it.each<[string, TSelection, number]>([
    ['11x5.front3.direct', { rows: [all, all, all] }, 990],
    ['11x5.front3.direct', { rows: [[1, 2], [1, 2], [3]] }, 2],
    ['11x5.front3.direct', { rows: [[1], [1], [1]] }, 0],
    ['11x5.front3.directSingle', { entries: ['01 02 03', '3,2,1'] }, 2],
    ['11x5.front3.group', { rows: [all] }, 165],
    ['11x5.front3.groupBanker', { rows: [[1], [2, 3, 4, 5]] }, 6],
    [
      '11x5.front3.groupBanker',
      {
        rows: [
          [1, 2],
          [3, 4, 5],
        ],
      },
      3,
    ],
    ['11x5.front2.direct', { rows: [all, all] }, 110],
    ['11x5.front2.group', { rows: [[1, 2, 3, 4]] }, 6],
    ['11x5.front2.groupBanker', { rows: [[1], all.slice(1)] }, 10],
    ['11x5.any.pick1of1', { rows: [[1, 2, 3]] }, 3],
    ['11x5.any.pick5of5', { rows: [[1, 2, 3, 4, 5, 6, 7]] }, 21],
    ['11x5.any.pick8of5', { rows: [all] }, 165],
    [
      '11x5.any.pick6of5Banker',
      {
        rows: [
          [1, 2],
          [3, 4, 5, 6, 7, 8, 9],
        ],
      },
      35,
    ],
    ['11x5.any.pick3of3Single', { entries: ['1 2 3', '4 5 6'] }, 2],
    ['11x5.position.fixed', { rows: [[1, 2], [], [3]] }, 3],
    ['11x5.unpositioned.front3', { rows: [[1, 2, 3, 4]] }, 4],
    ['11x5.fun.oddEven', { items: ['odd5', 'odd0'] }, 2],
    ['11x5.fun.median', { sums: [3, 6, 9] }, 3],
    ['11x5.twoSided.ball1', { items: ['big', 'small', 'odd', 'even'] }, 4],
  ])('%s %j counts %i', (id, selection, units) => {
    expect(type(id).validate(selection)).toEqual({ ok: true });
    expect(type(id).count(selection)).toBe(units);
  });
});

describe('11x5 wins', () => {
  it.each<[string, TSelection, number[], Record<string, number>]>([
    ['11x5.front3.direct', { rows: [[1, 2], [1, 2], [3]] }, [2, 1, 3, 4, 5], { first: 1 }],
    ['11x5.front3.direct', { rows: [[1, 2], [1, 2], [3]] }, [3, 1, 2, 4, 5], {}],
    ['11x5.front3.directSingle', { entries: ['01 02 03', '3,2,1'] }, [3, 2, 1, 4, 5], { first: 1 }],
    ['11x5.front3.group', { rows: [[1, 2, 3, 4]] }, [3, 1, 2, 4, 5], { first: 1 }],
    ['11x5.front3.group', { rows: [[1, 2, 3, 4]] }, [3, 1, 5, 2, 4], {}],
    ['11x5.front3.groupBanker', { rows: [[1], [3, 4, 5]] }, [5, 3, 1, 2, 4], { first: 1 }],
    ['11x5.front2.direct', { rows: [[7], [8]] }, [8, 7, 1, 2, 3], {}],
    // 任选二: 3 of the 4 picks drawn, so C(3,2) = 3 winning pairs.
    ['11x5.any.pick2of2', { rows: [[1, 2, 3, 4]] }, [1, 2, 3, 10, 11], { first: 3 }],
    ['11x5.any.pick1of1', { rows: [[1, 2, 3]] }, [1, 2, 9, 10, 11], { first: 2 }],
    ['11x5.any.pick5of5', { rows: [[1, 2, 3, 4, 5, 6, 7]] }, [5, 4, 3, 2, 1], { first: 1 }],
    // 任选八中五 with all 11: every 8-set holding the 5 drawn, C(6,3) = 20.
    ['11x5.any.pick8of5', { rows: [all] }, [1, 2, 3, 4, 5], { first: 20 }],
    [
      '11x5.any.pick6of5Banker',
      {
        rows: [
          [1, 2],
          [3, 4, 5, 6, 7, 8, 9],
        ],
      },
      [1, 2, 3, 4, 5],
      { first: 4 },
    ],
    [
      '11x5.any.pick6of5Banker',
      {
        rows: [
          [1, 2],
          [3, 4, 5, 6, 7, 8, 9],
        ],
      },
      [1, 2, 3, 4, 10],
      {},
    ],
    ['11x5.any.pick3of3Banker', { rows: [[11], [1, 2, 3]] }, [1, 2, 3, 4, 5], {}],
    ['11x5.position.fixed', { rows: [[1, 2], [], [3]] }, [2, 5, 3, 1, 4], { first: 2 }],
    ['11x5.unpositioned.front3', { rows: [[1, 2, 3, 4]] }, [4, 1, 9, 2, 3], { first: 2 }],
    ['11x5.fun.oddEven', { items: ['odd3', 'odd2'] }, [1, 3, 5, 2, 4], { odd3: 1 }],
    ['11x5.fun.median', { sums: [3, 4] }, [5, 1, 4, 2, 3], { median3: 1 }],
    ['11x5.twoSided.ball1', { items: ['big', 'odd'] }, [11, 1, 2, 3, 4], { tie: 2 }],
    ['11x5.twoSided.ball2', { items: ['big', 'even'] }, [11, 6, 2, 3, 4], { big: 1, even: 1 }],
    ['11x5.twoSided.ball5', { items: ['small', 'odd'] }, [11, 6, 2, 3, 5], { small: 1, odd: 1 }],
    // Total 30: 大/小 are refunded, 单/双 are judged (30 is 双).
    [
      '11x5.twoSided.sum',
      { items: ['big', 'small', 'odd', 'even'] },
      [4, 5, 6, 7, 8],
      { tie: 2, even: 1 },
    ],
    ['11x5.twoSided.sum', { items: ['big', 'odd'] }, [4, 5, 6, 7, 9], { big: 1, odd: 1 }],
    ['11x5.twoSided.sum', { items: ['small'] }, [1, 2, 3, 4, 5], { small: 1 }],
    ['11x5.twoSided.dragonTiger', { items: ['dragon', 'tiger'] }, [5, 1, 2, 3, 4], { dragon: 1 }],
  ])('%s %j against %j wins %j', (id, selection, draw, wins) => {
    expect(type(id).settle(selection, draw)).toEqual(wins);
  });
});

describe('11x5 faults', () => {
  it.each<[string, TSelection, string, string]>([
    ['11x5.front3.direct', { rows: [[1], [2]] }, 'rowCount', 'rows'],
    ['11x5.front3.direct', { rows: [[1], [2], [12]] }, 'outOfRange', 'rows[2]'],
    ['11x5.front3.direct', { rows: [[1], [2], [0]] }, 'outOfRange', 'rows[2]'],
    ['11x5.front3.group', { rows: [[1, 2]] }, 'tooFew', 'rows[0]'],
    ['11x5.front3.groupBanker', { rows: [[1, 2, 3], [4]] }, 'tooMany', 'rows[0]'],
    ['11x5.front3.groupBanker', { rows: [[1], [1, 2]] }, 'duplicate', 'rows[1]'],
    ['11x5.front3.groupBanker', { rows: [[1], [2]] }, 'tooFew', 'rows[1]'],
    ['11x5.front3.directSingle', { entries: ['1 2'] }, 'entryLength', 'entries[0]'],
    ['11x5.front3.directSingle', { entries: ['1 2 x'] }, 'entryFormat', 'entries[0]'],
    ['11x5.front3.directSingle', { entries: ['1 2 12'] }, 'outOfRange', 'entries[0]'],
    ['11x5.front3.directSingle', { entries: ['1 2 2'] }, 'duplicate', 'entries[0]'],
    ['11x5.front3.groupSingle', { entries: ['1 2 3', '3 2 1'] }, 'duplicate', 'entries[1]'],
    ['11x5.front3.directSingle', { entries: [] }, 'tooFew', 'entries'],
    ['11x5.front3.directSingle', { rows: [[1], [2], [3]] }, 'shape', 'entries'],
    ['11x5.position.fixed', { rows: [[], [], []] }, 'tooFew', 'rows'],
    ['11x5.fun.median', { sums: [10] }, 'outOfRange', 'sums'],
    ['11x5.fun.median', { sums: [3, 3] }, 'duplicate', 'sums'],
    ['11x5.fun.median', { sums: [] }, 'tooFew', 'sums'],
    ['11x5.twoSided.sum', { items: ['big', 'dragon'] }, 'unknownItem', 'items[1]'],
    ['11x5.twoSided.sum', { items: ['big', 'big'] }, 'duplicate', 'items[1]'],
    ['11x5.twoSided.sum', { items: ['big'], rows: [] }, 'shape', 'items'],
  ])('%s %j is refused: %s at %s', (id, selection, code, at) => {
    expect(type(id).validate(selection)).toEqual({ ok: false, fault: { code, at } });
  });
});
