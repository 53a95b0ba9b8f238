import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { arbitrarySelection } from '../ssc/window-arbitrary.ts';
import { p5Family, p5Types, threeDFamily, threeDTypes } from './three-d-types.ts';

const find = (types: readonly TBetType[], id: string) => types.find((t) => t.id === id) as TBetType;

describe('3D / PL3 and P5', () => {
  it('draw 3 and 5 digits 0-9, repeats allowed, read in order', () => {
    expect(threeDFamily.draw).toEqual({
      length: 3,
      min: 0,
      max: 9,
      distinct: false,
      ordered: true,
    });
    expect(p5Family.draw).toEqual({ length: 5, min: 0, max: 9, distinct: false, ordered: true });
  });

  it('sell 31 and 59 types under unique ids of their family', () => {
    expect(threeDTypes).toHaveLength(31);
    expect(p5Types).toHaveLength(59);
    for (const [family, types] of [
      ['3d', threeDTypes],
      ['p5', p5Types],
    ] as const) {
      expect(new Set(types.map((t) => t.id)).size).toBe(types.length);
      expect(types.every((t) => t.family === family && t.id.startsWith(`${family}.`))).toBe(true);
    }
    expect(threeDTypes.map((t) => t.id)).toContain('3d.star3.direct');
    expect(p5Types.map((t) => t.id)).toContain('p5.front3.direct');
    expect(find(threeDTypes, '3d.star3.group6').name).toEqual({
      zh: '三星组六复式',
      en: '3 stars group 6',
    });
  });

  it('reads 3D windows from the three drawn digits', () => {
    const direct = { rows: [[1], [2]] };
    expect(find(threeDTypes, '3d.front2.direct').settle(direct, [1, 2, 3])).toEqual({ first: 1 });
    expect(find(threeDTypes, '3d.back2.direct').settle(direct, [0, 1, 2])).toEqual({ first: 1 });
    expect(
      find(threeDTypes, '3d.star3.groupMixed').settle({ entries: ['899'] }, [9, 8, 9]),
    ).toEqual({
      group3: 1,
    });
    expect(
      find(threeDTypes, '3d.star3.special').settle({ items: ['straight'] }, [0, 1, 9]),
    ).toEqual({
      straight: 1,
    });
    expect(find(threeDTypes, '3d.star3.groupBanker').settle({ rows: [[4]] }, [4, 4, 4])).toEqual(
      {},
    );
    expect(
      find(threeDTypes, '3d.fixed.digit').settle({ rows: [[1], [2], [3]] }, [1, 2, 3]),
    ).toEqual({
      first: 3,
    });
    expect(
      find(threeDTypes, '3d.fixed.digit').validate({ rows: [[1], [2], [3], [4], [5]] }),
    ).toEqual({
      ok: false,
      fault: { code: 'rowCount', at: 'rows' },
    });
  });

  it('reads P5 windows like SSC', () => {
    const direct = { rows: [[1], [2], [3]] };
    expect(find(p5Types, 'p5.back3.direct').settle(direct, [0, 0, 1, 2, 3])).toEqual({ first: 1 });
    expect(find(p5Types, 'p5.front3.direct').settle(direct, [0, 0, 1, 2, 3])).toEqual({});
  });

  it.each(threeDTypes.map((t) => [t.id, t] as const))('%s obeys the laws', (_, t) => {
    checkBetTypeLaws(t, arbitrarySelection(t), arbitraryDraw(3, 0, 9, false), 100);
    checkBetTypeLaws(t, arbitrarySelection(t, 3), arbitraryDraw(3, 0, 3, false), 100);
  });

  it.each(p5Types.map((t) => [t.id, t] as const))('%s obeys the laws', (_, t) => {
    checkBetTypeLaws(t, arbitrarySelection(t, 3), arbitraryDraw(5, 0, 3, false), 100);
  });
});
