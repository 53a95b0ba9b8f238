import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import type { TSelection } from '../../core/selection.ts';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { sscPartBTypes } from './ssc-part-b-types.ts';
import { arbitrarySelection } from './window-arbitrary.ts';

const type = (id: string) => sscPartBTypes.find((t) => t.id === id) as TBetType;
const all = (n = 10) => Array.from({ length: n }, (_, i) => i);
const star2Types = sscPartBTypes.filter((t) => /^ssc\.(front|back)2\./.test(t.id));

describe('SSC 二星 on 前二 / 后二', () => {
  it('sells the 8 types on each window', () => {
    expect(star2Types.map((t) => t.id)).toEqual(
      ['front2', 'back2'].flatMap((w) =>
        ['direct', 'single', 'sum', 'span', 'group', 'groupSingle', 'groupSum', 'groupBanker'].map(
          (m) => `ssc.${w}.${m}`,
        ),
      ),
    );
  });

  it.each<[string, TSelection, number]>([
    [
      'direct',
      {
        rows: [
          [1, 2],
          [3, 4, 5],
        ],
      },
      6,
    ],
    ['direct', { rows: [all(), all()] }, 100],
    ['single', { entries: ['12', '21', '11'] }, 3],
    ['sum', { sums: [0] }, 1],
    ['sum', { sums: [9] }, 10],
    ['sum', { sums: all(19) }, 100],
    ['span', { sums: [0] }, 10],
    ['span', { sums: [1] }, 18],
    ['span', { sums: all() }, 100],
    ['group', { rows: [[1, 2, 3]] }, 3],
    ['group', { rows: [all()] }, 45],
    ['groupSingle', { entries: ['12', '34'] }, 2],
    ['groupSum', { sums: [9] }, 5],
    ['groupSum', { sums: all(18).slice(1) }, 45],
    ['groupBanker', { rows: [[4]] }, 9],
  ])('后二 %s %j counts %i units', (method, selection, units) => {
    const t = type(`ssc.back2.${method}`);
    expect(t.validate(selection)).toEqual({ ok: true });
    expect(t.count(selection)).toBe(units);
  });

  it.each<[string, string, TSelection, number[], Record<string, number>]>([
    ['front2', 'direct', { rows: [[1], [2]] }, [1, 2, 0, 0, 0], { first: 1 }],
    ['back2', 'direct', { rows: [[1], [2]] }, [1, 2, 0, 0, 0], {}],
    ['back2', 'direct', { rows: [[1], [2]] }, [0, 0, 0, 1, 2], { first: 1 }],
    ['back2', 'single', { entries: ['12'] }, [0, 0, 0, 2, 1], {}],
    ['back2', 'sum', { sums: [3] }, [0, 0, 0, 2, 1], { first: 1 }],
    ['back2', 'span', { sums: [0] }, [0, 0, 0, 4, 4], { first: 1 }],
    ['back2', 'group', { rows: [[1, 2]] }, [0, 0, 0, 2, 1], { group: 1 }],
    // 二星组选 never pays on a pair.
    ['back2', 'group', { rows: [[1, 2]] }, [0, 0, 0, 1, 1], {}],
    ['back2', 'groupSingle', { entries: ['12'] }, [0, 0, 0, 2, 1], { group: 1 }],
    ['back2', 'groupSum', { sums: [4] }, [0, 0, 0, 2, 2], {}],
    ['back2', 'groupSum', { sums: [4] }, [0, 0, 0, 3, 1], { group: 1 }],
    ['back2', 'groupBanker', { rows: [[5]] }, [0, 0, 0, 5, 5], {}],
    ['back2', 'groupBanker', { rows: [[5]] }, [0, 0, 0, 5, 0], { group: 1 }],
  ])('%s %s %j against %j wins %j', (window, method, selection, draw, wins) => {
    expect(type(`ssc.${window}.${method}`).settle(selection, draw)).toEqual(wins);
  });

  it.each<[string, TSelection, string, string]>([
    ['direct', { rows: [[1], [2], [3]] }, 'rowCount', 'rows'],
    ['single', { entries: ['123'] }, 'entryLength', 'entries[0]'],
    ['sum', { sums: [19] }, 'outOfRange', 'sums'],
    ['group', { rows: [[1]] }, 'tooFew', 'rows[0]'],
    ['groupSingle', { entries: ['11'] }, 'entryLeopard', 'entries[0]'],
    ['groupSingle', { entries: ['12', '21'] }, 'duplicate', 'entries[1]'],
    ['groupSum', { sums: [18] }, 'outOfRange', 'sums'],
    ['groupBanker', { rows: [[]] }, 'tooFew', 'rows[0]'],
  ])('后二 %s refuses %j with %s at %s', (method, selection, code, at) => {
    expect(type(`ssc.back2.${method}`).validate(selection)).toEqual({
      ok: false,
      fault: { code, at },
    });
  });

  it.each(star2Types.map((t) => [t.id, t] as const))('%s obeys the laws', (_, t) => {
    checkBetTypeLaws(t, arbitrarySelection(t), arbitraryDraw(5, 0, 9, false), 100);
    checkBetTypeLaws(t, arbitrarySelection(t, 3), arbitraryDraw(5, 0, 3, false), 100);
  });
});
