import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import type { TSelection } from '../../core/selection.ts';
import { pk10Types } from './pk10-types.ts';

const type = (id: string): TBetType => {
  const found = pk10Types.find((t) => t.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const cars = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const draw = [3, 9, 1, 10, 2, 8, 4, 7, 5, 6];

describe('PK10 counts', () => {
  it.each<[string, TSelection, number]>([
    ['pk10.first.direct', { rows: [[1, 2, 3]] }, 3],
    ['pk10.front2.direct', { rows: [cars, cars] }, 90],
    [
      'pk10.front2.direct',
      {
        rows: [
          [1, 2],
          [2, 3],
        ],
      },
      3,
    ],
    ['pk10.front3.direct', { rows: [cars, cars, cars] }, 720],
    ['pk10.front4.direct', { rows: [cars, cars, cars, cars] }, 5040],
    ['pk10.front5.direct', { rows: [cars, cars, cars, cars, cars] }, 30_240],
    ['pk10.front2.directSingle', { entries: ['01 02', '2 1', '10 9'] }, 3],
    ['pk10.position.fixed', { rows: [[1], [], [], [], [], [], [], [], [], [2, 3]] }, 3],
    ['pk10.unpositioned.back3', { rows: [[5, 6]] }, 2],
    ['pk10.top2Sum.sum', { sums: [3, 11, 19] }, 3],
    ['pk10.twoSided.place10', { items: ['big', 'small', 'odd', 'even'] }, 4],
    ['pk10.twoSided.dragonTiger5v6', { items: ['dragon', 'tiger'] }, 2],
  ])('%s %j counts %i', (id, selection, units) => {
    expect(type(id).validate(selection)).toEqual({ ok: true });
    expect(type(id).count(selection)).toBe(units);
  });
});

describe('PK10 wins against 3 9 1 10 2 8 4 7 5 6', () => {
  it.each<[string, TSelection, Record<string, number>]>([
    ['pk10.first.direct', { rows: [[1, 2, 3]] }, { first: 1 }],
    ['pk10.front2.direct', { rows: [[3], [9]] }, { first: 1 }],
    ['pk10.front2.direct', { rows: [[9], [3]] }, {}],
    ['pk10.front5.direct', { rows: [[3], [9], [1], [10], [2, 4]] }, { first: 1 }],
    ['pk10.front3.directSingle', { entries: ['03 09 01', '9 3 1'] }, { first: 1 }],
    ['pk10.position.fixed', { rows: [[3], [], [], [], [], [], [], [], [], [6, 5]] }, { first: 2 }],
    ['pk10.unpositioned.front3', { rows: [[1, 2, 3, 9]] }, { first: 3 }],
    ['pk10.unpositioned.back3', { rows: [[1, 5, 6, 7]] }, { first: 3 }],
    ['pk10.top2Sum.sum', { sums: [11, 12] }, { sum12: 1 }],
    // 冠亚和 12 is 大 by the sum threshold, although the 1st car (3) is 小 by the per-place one.
    ['pk10.twoSided.top2Sum', { items: ['big', 'small', 'odd', 'even'] }, { big: 1, even: 1 }],
    ['pk10.twoSided.place1', { items: ['big', 'small', 'odd', 'even'] }, { small: 1, odd: 1 }],
    ['pk10.twoSided.place4', { items: ['big', 'small', 'odd', 'even'] }, { big: 1, even: 1 }],
    ['pk10.twoSided.dragonTiger1v10', { items: ['dragon', 'tiger'] }, { tiger: 1 }],
    ['pk10.twoSided.dragonTiger2v9', { items: ['dragon', 'tiger'] }, { dragon: 1 }],
  ])('%s %j wins %j', (id, selection, wins) => {
    expect(type(id).settle(selection, draw)).toEqual(wins);
  });

  it('counts 冠亚和 11 as 小 and 单, not a tie', () => {
    const all = { items: ['big', 'small', 'odd', 'even'] };
    expect(type('pk10.twoSided.top2Sum').settle(all, [5, 6, 1, 2, 3, 4, 7, 8, 9, 10])).toEqual({
      small: 1,
      odd: 1,
    });
  });
});

describe('PK10 faults', () => {
  it.each<[string, TSelection, string, string]>([
    ['pk10.front2.direct', { rows: [[1], [11]] }, 'outOfRange', 'rows[1]'],
    ['pk10.front3.direct', { rows: [[1], [2]] }, 'rowCount', 'rows'],
    ['pk10.front2.directSingle', { entries: ['1 1'] }, 'duplicate', 'entries[0]'],
    ['pk10.front2.directSingle', { entries: ['1 2 3'] }, 'entryLength', 'entries[0]'],
    ['pk10.top2Sum.sum', { sums: [20] }, 'outOfRange', 'sums'],
    ['pk10.twoSided.place1', { items: ['dragon'] }, 'unknownItem', 'items[0]'],
  ])('%s %j is refused: %s at %s', (id, selection, code, at) => {
    expect(type(id).validate(selection)).toEqual({ ok: false, fault: { code, at } });
  });
});
