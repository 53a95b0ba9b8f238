import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import type { TSelection } from '../../core/selection.ts';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { sscPartBTypes } from './ssc-part-b-types.ts';
import { arbitrarySelection } from './window-arbitrary.ts';

const type = (id: string) => sscPartBTypes.find((t) => t.id === id) as TBetType;
const all = (n = 10) => Array.from({ length: n }, (_, i) => i);
const star3Types = sscPartBTypes.filter((t) => /^ssc\.(front|mid|back)3\./.test(t.id));

describe('SSC 三星 on 前三 / 中三 / 后三', () => {
  it('sells the 14 types on each window', () => {
    expect(star3Types.map((t) => t.id.split('.')[2]).slice(0, 14)).toEqual([
      ...['direct', 'single', 'sum', 'span', 'combo', 'group3', 'group6'],
      ...['group3Single', 'group6Single', 'groupMixed', 'groupSum', 'groupBanker'],
      ...['sumTail', 'special'],
    ]);
    expect(star3Types).toHaveLength(42);
    expect(type('ssc.mid3.groupSum').name).toEqual({
      zh: '中三组选和值',
      en: 'Middle 3 group sum',
    });
  });

  it.each<[string, TSelection, number]>([
    ['direct', { rows: [[1, 2], [3], [4, 5, 6]] }, 6],
    ['direct', { rows: [all(), all(), all()] }, 1000],
    ['single', { entries: ['123', '456', '000'] }, 3],
    ['sum', { sums: [0] }, 1],
    ['sum', { sums: [13, 14] }, 150],
    ['sum', { sums: all(28) }, 1000],
    ['span', { sums: [0] }, 10],
    ['span', { sums: [9] }, 54],
    ['span', { sums: all() }, 1000],
    ['combo', { rows: [[1, 2], [3], [4, 5]] }, 12],
    ['group3', { rows: [[1, 2, 3]] }, 6],
    ['group3', { rows: [all()] }, 90],
    ['group6', { rows: [[1, 2, 3, 4]] }, 4],
    ['group6', { rows: [all()] }, 120],
    ['group3Single', { entries: ['112', '233'] }, 2],
    ['groupMixed', { entries: ['112', '123', '899'] }, 3],
    ['groupSum', { sums: [1] }, 1],
    ['groupSum', { sums: [13] }, 15],
    ['groupSum', { sums: all(27).slice(1) }, 210],
    ['groupBanker', { rows: [[0]] }, 54],
    ['sumTail', { rows: [[0, 5]] }, 2],
    ['special', { items: ['leopard', 'straight', 'pair'] }, 3],
  ])('后三 %s %j counts %i units', (method, selection, units) => {
    const t = type(`ssc.back3.${method}`);
    expect(t.validate(selection)).toEqual({ ok: true });
    expect(t.count(selection)).toBe(units);
  });

  it('reads each window from its own positions', () => {
    const rows = { rows: [[1], [2], [3]] };
    expect(type('ssc.front3.direct').settle(rows, [1, 2, 3, 0, 0])).toEqual({ first: 1 });
    expect(type('ssc.mid3.direct').settle(rows, [0, 1, 2, 3, 0])).toEqual({ first: 1 });
    expect(type('ssc.back3.direct').settle(rows, [0, 0, 1, 2, 3])).toEqual({ first: 1 });
    expect(type('ssc.back3.direct').settle(rows, [1, 2, 3, 0, 0])).toEqual({});
  });

  it.each<[string, TSelection, number[], Record<string, number>]>([
    ['single', { entries: ['345', '543'] }, [0, 0, 5, 4, 3], { first: 1 }],
    ['sum', { sums: [12] }, [9, 9, 3, 4, 5], { first: 1 }],
    ['span', { sums: [2] }, [9, 9, 3, 4, 5], { first: 1 }],
    // 345 drawn: tails 5, 45 and 345 win for every ticket that has them.
    ['combo', { rows: [[1, 3], [4], [5, 6]] }, [0, 0, 3, 4, 5], { star1: 2, star2: 2, star3: 1 }],
    ['combo', { rows: [[1, 3], [4], [5, 6]] }, [0, 0, 3, 7, 5], { star1: 2 }],
    ['group3', { rows: [[1, 2]] }, [0, 0, 2, 1, 2], { group3: 1 }],
    ['group3', { rows: [[1, 2]] }, [0, 0, 2, 2, 2], {}],
    ['group6', { rows: [[1, 2, 3]] }, [0, 0, 3, 1, 2], { group6: 1 }],
    ['group6', { rows: [[1, 2, 3]] }, [0, 0, 3, 1, 1], {}],
    ['group3Single', { entries: ['112'] }, [0, 0, 1, 2, 1], { group3: 1 }],
    ['group6Single', { entries: ['123'] }, [0, 0, 3, 2, 1], { group6: 1 }],
    ['groupMixed', { entries: ['112', '123'] }, [0, 0, 2, 1, 1], { group3: 1 }],
    ['groupMixed', { entries: ['112', '123'] }, [0, 0, 2, 1, 3], { group6: 1 }],
    ['groupSum', { sums: [6, 15] }, [0, 0, 2, 2, 2], {}],
    ['groupSum', { sums: [6, 15] }, [0, 0, 5, 5, 5], {}],
    ['groupSum', { sums: [6, 15] }, [0, 0, 1, 2, 3], { group6: 1 }],
    ['groupSum', { sums: [6, 15] }, [0, 0, 7, 7, 1], { group3: 1 }],
    ['groupBanker', { rows: [[7]] }, [0, 0, 7, 7, 7], {}],
    ['groupBanker', { rows: [[7]] }, [0, 0, 7, 0, 7], { group3: 1 }],
    ['groupBanker', { rows: [[7]] }, [0, 0, 7, 0, 8], { group6: 1 }],
    ['groupBanker', { rows: [[7]] }, [0, 0, 1, 0, 8], {}],
    ['sumTail', { rows: [[4]] }, [0, 0, 9, 9, 6], { first: 1 }],
    ['special', { items: ['leopard'] }, [0, 0, 1, 1, 1], { leopard: 1 }],
    ['special', { items: ['straight', 'pair'] }, [0, 0, 1, 1, 1], {}],
    ['special', { items: ['straight'] }, [0, 0, 8, 9, 0], { straight: 1 }],
    ['special', { items: ['straight'] }, [0, 0, 1, 9, 0], { straight: 1 }],
    ['special', { items: ['straight'] }, [0, 0, 5, 3, 4], { straight: 1 }],
    ['special', { items: ['straight'] }, [0, 0, 9, 0, 2], {}],
    ['special', { items: ['straight'] }, [0, 0, 1, 3, 5], {}],
    ['special', { items: ['pair', 'leopard'] }, [0, 0, 1, 2, 1], { pair: 1 }],
  ])('后三 %s %j against %j wins %j', (method, selection, draw, wins) => {
    expect(type(`ssc.back3.${method}`).settle(selection, draw)).toEqual(wins);
  });

  it.each<[string, TSelection, string, string]>([
    ['direct', { rows: [[1], [2]] }, 'rowCount', 'rows'],
    ['direct', { rows: [[1], [2], [3]], positions: [0, 1, 2] }, 'shape', 'positions'],
    ['single', { entries: ['12'] }, 'entryLength', 'entries[0]'],
    ['single', { entries: ['12a'] }, 'entryFormat', 'entries[0]'],
    ['single', { entries: ['123', '123'] }, 'duplicate', 'entries[1]'],
    ['single', { entries: [] }, 'tooFew', 'entries'],
    ['single', { rows: [[1]] }, 'shape', 'entries'],
    ['sum', { sums: [28] }, 'outOfRange', 'sums'],
    ['sum', { sums: [3, 3] }, 'duplicate', 'sums'],
    ['groupSum', { sums: [0] }, 'outOfRange', 'sums'],
    ['groupSum', { sums: [27] }, 'outOfRange', 'sums'],
    ['group3', { rows: [[1]] }, 'tooFew', 'rows[0]'],
    ['group6', { rows: [[1, 2]] }, 'tooFew', 'rows[0]'],
    ['group3Single', { entries: ['111'] }, 'entryLeopard', 'entries[0]'],
    ['group3Single', { entries: ['123'] }, 'entryFormat', 'entries[0]'],
    ['group6Single', { entries: ['112'] }, 'entryFormat', 'entries[0]'],
    ['groupMixed', { entries: ['112', '121'] }, 'duplicate', 'entries[1]'],
    ['groupMixed', { entries: ['999'] }, 'entryLeopard', 'entries[0]'],
    ['groupBanker', { rows: [[1, 2]] }, 'tooMany', 'rows[0]'],
    ['special', { items: ['big'] }, 'unknownItem', 'items[0]'],
    ['special', { items: [] }, 'tooFew', 'items'],
  ])('后三 %s refuses %j with %s at %s', (method, selection, code, at) => {
    expect(type(`ssc.back3.${method}`).validate(selection)).toEqual({
      ok: false,
      fault: { code, at },
    });
  });

  it.each(star3Types.map((t) => [t.id, t] as const))('%s obeys the laws', (_, t) => {
    const draws = arbitraryDraw(5, 0, 9, false);
    checkBetTypeLaws(t, arbitrarySelection(t), draws, 100);
    // A small alphabet on both sides makes wins, pairs and leopards common.
    checkBetTypeLaws(t, arbitrarySelection(t, 3), arbitraryDraw(5, 0, 3, false), 100);
  });
});
