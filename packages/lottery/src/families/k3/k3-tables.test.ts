import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import type { TSelection } from '../../core/selection.ts';
import { k3Types } from './k3-types.ts';

const type = (id: string): TBetType => {
  const found = k3Types.find((t) => t.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const faces = [1, 2, 3, 4, 5, 6];

describe('K3 counts', () => {
  it.each<[string, TSelection, number]>([
    ['k3.sum.sum', { sums: [3, 10, 18] }, 3],
    ['k3.sum.bigSmallOddEven', { items: ['big', 'odd'] }, 2],
    ['k3.triple.any', { items: ['all'] }, 1],
    ['k3.triple.single', { rows: [faces] }, 6],
    ['k3.pair.any', { rows: [[1, 2]] }, 2],
    [
      'k3.pair.single',
      {
        rows: [
          [1, 2],
          [1, 2, 3],
        ],
      },
      4,
    ],
    ['k3.pair.single', { rows: [faces, faces] }, 30],
    ['k3.pair.single', { rows: [[1], [1]] }, 0],
    ['k3.threeDistinct.standard', { rows: [faces] }, 20],
    ['k3.threeDistinct.banker', { rows: [[1], [2, 3, 4, 5]] }, 6],
    [
      'k3.threeDistinct.banker',
      {
        rows: [
          [1, 2],
          [3, 4, 5],
        ],
      },
      3,
    ],
    ['k3.twoDistinct.standard', { rows: [faces] }, 15],
    ['k3.twoDistinct.banker', { rows: [[1], [2, 3, 4, 5, 6]] }, 5],
    ['k3.straight.any', { items: ['all'] }, 1],
    ['k3.straight.single', { items: ['123', '456'] }, 2],
    ['k3.die.guess', { rows: [[1, 6]] }, 2],
    ['k3.twoSided.sum', { items: ['big', 'small', 'odd', 'even'] }, 4],
    ['k3.twoSided.dieCount', { items: ['1', '2', '3', '4', '5', '6'] }, 6],
  ])('%s %j counts %i', (id, selection, units) => {
    expect(type(id).validate(selection)).toEqual({ ok: true });
    expect(type(id).count(selection)).toBe(units);
  });
});

describe('K3 wins', () => {
  it.each<[string, TSelection, number[], Record<string, number>]>([
    ['k3.sum.sum', { sums: [3, 10, 18] }, [4, 1, 5], { sum10: 1 }],
    ['k3.sum.sum', { sums: [3, 10, 18] }, [1, 1, 1], { sum3: 1 }],
    // Official 大小单双 judge a triple like any sum; the two-sided book kills all on a triple.
    ['k3.sum.bigSmallOddEven', { items: ['big', 'odd'] }, [5, 5, 5], { big: 1, odd: 1 }],
    ['k3.twoSided.sum', { items: ['big', 'small', 'odd', 'even'] }, [5, 5, 5], {}],
    ['k3.twoSided.sum', { items: ['big', 'small', 'odd', 'even'] }, [5, 5, 1], { big: 1, odd: 1 }],
    [
      'k3.twoSided.sum',
      { items: ['big', 'small', 'odd', 'even'] },
      [1, 3, 6],
      { small: 1, even: 1 },
    ],
    ['k3.triple.any', { items: ['all'] }, [2, 2, 2], { all: 1 }],
    ['k3.triple.any', { items: ['all'] }, [2, 2, 3], {}],
    ['k3.triple.single', { rows: [[2, 3]] }, [3, 3, 3], { first: 1 }],
    ['k3.pair.any', { rows: [[2, 3]] }, [3, 1, 3], { first: 1 }],
    ['k3.pair.any', { rows: [[2, 3]] }, [3, 3, 3], { first: 1 }],
    ['k3.pair.single', { rows: [[3], [1, 2]] }, [3, 1, 3], { first: 1 }],
    ['k3.pair.single', { rows: [[3], [1, 2]] }, [3, 3, 3], {}],
    ['k3.pair.single', { rows: [[1], [3]] }, [3, 1, 3], {}],
    ['k3.threeDistinct.standard', { rows: [[1, 2, 3, 4]] }, [4, 2, 1], { first: 1 }],
    // Group bets never win on a pair or triple.
    ['k3.threeDistinct.standard', { rows: [faces] }, [4, 4, 1], {}],
    ['k3.threeDistinct.banker', { rows: [[1], [2, 3, 4]] }, [4, 2, 1], { first: 1 }],
    // 二不同号 with all faces against 1 2 3: the pairs 12, 13, 23.
    ['k3.twoDistinct.standard', { rows: [faces] }, [1, 2, 3], { first: 3 }],
    ['k3.twoDistinct.standard', { rows: [faces] }, [1, 1, 2], { first: 1 }],
    ['k3.twoDistinct.standard', { rows: [faces] }, [6, 6, 6], {}],
    ['k3.twoDistinct.banker', { rows: [[1], [2, 3, 4]] }, [1, 2, 3], { first: 2 }],
    ['k3.straight.any', { items: ['all'] }, [4, 2, 3], { all: 1 }],
    ['k3.straight.any', { items: ['all'] }, [1, 2, 4], {}],
    ['k3.straight.single', { items: ['123', '234'] }, [4, 2, 3], { 234: 1 }],
    ['k3.die.guess', { rows: [[1, 6]] }, [6, 6, 6], { first: 1 }],
    ['k3.die.guess', { rows: [[1, 6]] }, [1, 6, 2], { first: 2 }],
    // ×1 / ×2 / ×3 by how many dice show the face.
    ['k3.twoSided.dieCount', { items: ['1', '6', '3'] }, [6, 1, 6], { once: 1, twice: 1 }],
    ['k3.twoSided.dieCount', { items: ['4', '2'] }, [4, 4, 4], { thrice: 1 }],
    ['k3.twoSided.dieCount', { items: ['5'] }, [1, 2, 3], {}],
  ])('%s %j against %j wins %j', (id, selection, draw, wins) => {
    expect(type(id).settle(selection, draw)).toEqual(wins);
  });
});

describe('K3 faults', () => {
  it.each<[string, TSelection, string, string]>([
    ['k3.sum.sum', { sums: [2] }, 'outOfRange', 'sums'],
    ['k3.sum.sum', { sums: [19] }, 'outOfRange', 'sums'],
    ['k3.triple.single', { rows: [[7]] }, 'outOfRange', 'rows[0]'],
    ['k3.threeDistinct.standard', { rows: [[1, 2]] }, 'tooFew', 'rows[0]'],
    ['k3.twoDistinct.banker', { rows: [[1, 2], [3]] }, 'tooMany', 'rows[0]'],
    ['k3.threeDistinct.banker', { rows: [[1], [1, 2]] }, 'duplicate', 'rows[1]'],
    ['k3.straight.single', { items: ['135'] }, 'unknownItem', 'items[0]'],
    ['k3.triple.any', { items: [] }, 'tooFew', 'items'],
    ['k3.twoSided.dieCount', { items: ['7'] }, 'unknownItem', 'items[0]'],
    ['k3.twoSided.dieCount', { items: ['2', '2'] }, 'duplicate', 'items[1]'],
  ])('%s %j is refused: %s at %s', (id, selection, code, at) => {
    expect(type(id).validate(selection)).toEqual({ ok: false, fault: { code, at } });
  });
});
