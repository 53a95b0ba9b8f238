import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import type { TSelection } from '../../core/selection.ts';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { anyTypes } from './any-types.ts';
import { arbitrarySelection } from './window-arbitrary.ts';

const type = (id: string) => anyTypes.find((t) => t.id === id) as TBetType;
const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const boxes = [0, 1, 2, 3, 4];

describe('SSC 任二 / 任三 / 任四', () => {
  it('sells 6 + 9 + 6 types', () => {
    expect(anyTypes.map((t) => t.id)).toEqual([
      ...['direct', 'single', 'sum', 'group', 'groupSingle', 'groupSum'].map(
        (m) => `ssc.any2.${m}`,
      ),
      ...['direct', 'single', 'sum', 'group3', 'group3Single', 'group6', 'group6Single']
        .concat(['groupMixed', 'groupSum'])
        .map((m) => `ssc.any3.${m}`),
      ...['direct', 'single', 'group24', 'group12', 'group6', 'group4'].map((m) => `ssc.any4.${m}`),
    ]);
    expect(type('ssc.any3.groupMixed').name).toEqual({
      zh: '任三混合组选',
      en: 'Any 3 mixed group, typed',
    });
  });

  it.each<[string, TSelection, number]>([
    // 直选复式: Σ over k-subsets of filled rows of Π n_i.
    ['any2.direct', { rows: [[1], [2], [], [], []] }, 1],
    ['any2.direct', { rows: [[1, 2], [3], [4, 5, 6], [], []] }, 2 * 1 + 2 * 3 + 1 * 3],
    ['any2.direct', { rows: [all, all, all, all, all] }, 1000],
    ['any3.direct', { rows: [all, all, all, all, all] }, 10_000],
    ['any4.direct', { rows: [all, all, all, all, all] }, 50_000],
    ['any4.direct', { rows: [[1], [2], [3], [4], [5, 6]] }, 1 + 4 * 2],
    // Check-box types: entries × C(m,k).
    ['any2.single', { entries: ['12', '34'], positions: [0, 1, 2] }, 2 * 3],
    ['any3.single', { entries: ['123'], positions: boxes }, 10],
    ['any4.single', { entries: ['1234'], positions: boxes }, 5],
    ['any2.sum', { sums: [9], positions: [0, 4] }, 10],
    ['any3.sum', { sums: [13], positions: boxes }, 750],
    ['any2.group', { rows: [all], positions: boxes }, 450],
    ['any3.group3', { rows: [[1, 2]], positions: [1, 2, 3, 4] }, 2 * 4],
    ['any3.group6', { rows: [all], positions: boxes }, 1200],
    ['any3.groupSum', { sums: [5], positions: [0, 1, 2] }, 5],
    ['any4.group24', { rows: [all], positions: boxes }, 210 * 5],
    [
      'any4.group12',
      {
        rows: [
          [1, 2],
          [1, 2, 3],
        ],
        positions: [0, 1, 2, 3],
      },
      1 + 1,
    ],
    ['any4.group12', { rows: [all, all], positions: boxes }, 360 * 5],
    ['any4.group6', { rows: [all], positions: boxes }, 45 * 5],
    ['any4.group4', { rows: [all, all], positions: boxes }, 90 * 5],
  ])('%s %j counts %i units', (id, selection, units) => {
    const t = type(`ssc.${id}`);
    expect(t.validate(selection)).toEqual({ ok: true });
    expect(t.count(selection)).toBe(units);
  });

  it.each<[string, TSelection, number[], Record<string, number>]>([
    // Rows 万 千 百 hold their drawn digits: C(3,2) = 3 pairs win.
    ['any2.direct', { rows: [[1], [2], [3], [0], []] }, [1, 2, 3, 4, 5], { first: 3 }],
    ['any3.direct', { rows: [[1], [2], [3], [4], [5]] }, [1, 2, 3, 4, 5], { first: 10 }],
    ['any4.direct', { rows: [[1], [2], [3], [4], [5]] }, [1, 2, 3, 0, 5], { first: 1 }],
    // 1 before 2 in 1 2 1 2 2: from 万 three ways, from 百 two.
    ['any2.single', { entries: ['12'], positions: boxes }, [1, 2, 1, 2, 2], { first: 5 }],
    ['any2.group', { rows: [[1, 2]], positions: boxes }, [1, 2, 2, 1, 1], { group: 6 }],
    ['any2.group', { rows: [[1, 2]], positions: [1, 2] }, [1, 2, 2, 1, 1], {}],
    ['any3.group3', { rows: [[1, 2]], positions: boxes }, [1, 1, 2, 1, 1], { group3: 6 }],
    // 任三 on 百十个 only: 777 is a leopard and never wins a group bet.
    ['any3.groupSum', { sums: [21] }, [0, 0, 7, 7, 7], {}],
    [
      'any3.groupMixed',
      { entries: ['112', '123'], positions: boxes },
      [1, 2, 3, 1, 4],
      {
        group3: 1,
        group6: 2,
      },
    ],
    ['any4.group4', { rows: [[1], [2]], positions: boxes }, [1, 1, 2, 1, 1], { group4: 4 }],
    ['any4.group6', { rows: [[1, 2]], positions: boxes }, [1, 1, 1, 2, 2], { group6: 3 }],
  ])('%s %j against %j wins %j', (id, selection, draw, wins) => {
    const t = type(`ssc.${id}`);
    const boxed = t.shape.kind === 'positions' ? { positions: [2, 3, 4], ...selection } : selection;
    expect(t.validate(boxed)).toEqual({ ok: true });
    expect(t.settle(boxed, draw)).toEqual(wins);
  });

  it.each<[string, TSelection, string, string]>([
    ['any2.direct', { rows: [[1], [], [], [], []] }, 'tooFew', 'rows'],
    ['any2.direct', { rows: [[1], [2], [], [], []], positions: [0, 1] }, 'shape', 'positions'],
    ['any3.single', { entries: ['123'] }, 'shape', 'positions'],
    ['any3.single', { entries: ['123'], positions: [0, 1] }, 'tooFew', 'positions'],
    ['any3.single', { entries: ['123'], positions: [0, 1, 1] }, 'duplicate', 'positions'],
    ['any3.single', { entries: ['123'], positions: [0, 1, 5] }, 'outOfRange', 'positions'],
    ['any3.single', { entries: ['12'], positions: [0, 1, 2] }, 'entryLength', 'entries[0]'],
    ['any3.group6Single', { entries: ['111'], positions: [0, 1, 2] }, 'entryLeopard', 'entries[0]'],
    ['any4.group12', { rows: [[1], [2]], positions: [0, 1, 2, 3] }, 'tooFew', 'rows[1]'],
  ])('%s refuses %j with %s at %s', (id, selection, code, at) => {
    expect(type(`ssc.${id}`).validate(selection)).toEqual({ ok: false, fault: { code, at } });
  });

  it.each(anyTypes.map((t) => [t.id, t] as const))('%s obeys the laws', (_, t) => {
    checkBetTypeLaws(t, arbitrarySelection(t), arbitraryDraw(5, 0, 9, false), 100);
    checkBetTypeLaws(t, arbitrarySelection(t, 3), arbitraryDraw(5, 0, 3, false), 100);
  });
});
