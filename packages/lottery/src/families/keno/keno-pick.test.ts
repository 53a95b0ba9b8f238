import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbitraryDraw,
  arbitraryRows,
  checkBetTypeLaws,
} from '../../test-support/bet-type-laws.ts';
import { kenoPick, kenoPickTypes } from './keno-pick.ts';

const draw = Array.from({ length: 20 }, (_, i) => i + 1); // 01-20 drawn
const pick = (k: number) => kenoPick(k);

describe('keno.any.pickK', () => {
  it.each([
    [1, [5], 1],
    [1, [5, 6, 7], 3],
    [2, [1, 2, 3, 4], 6],
    [5, [1, 2, 3, 4, 5, 6, 7], 21],
    [10, Array.from({ length: 12 }, (_, i) => i + 1), 66],
    [10, Array.from({ length: 80 }, (_, i) => i + 1), 1_646_492_110_120],
  ])('pick %i of %j counts %i units', (k, row, units) => {
    expect(pick(k).count({ rows: [row] })).toBe(units);
  });

  it('has the state 快乐8 prize levels', () => {
    expect(kenoPickTypes.map((type) => type.levels.map((level) => level.id))).toEqual([
      ['hit1'],
      ['hit2'],
      ['hit3', 'hit2'],
      ['hit4', 'hit3', 'hit2'],
      ['hit5', 'hit4', 'hit3'],
      ['hit6', 'hit5', 'hit4', 'hit3'],
      ['hit7', 'hit6', 'hit5', 'hit4', 'hit0'],
      ['hit8', 'hit7', 'hit6', 'hit5', 'hit4', 'hit0'],
      ['hit9', 'hit8', 'hit7', 'hit6', 'hit5', 'hit4', 'hit0'],
      ['hit10', 'hit9', 'hit8', 'hit7', 'hit6', 'hit5', 'hit0'],
    ]);
    expect(pick(5).levels[0]?.name).toEqual({ zh: '选五中五', en: '5 of 5' });
  });

  it('pays each unit at its own hit count', () => {
    expect(pick(3).settle({ rows: [[1, 2, 3]] }, draw)).toEqual({ hit3: 1 });
    expect(pick(3).settle({ rows: [[1, 2, 50]] }, draw)).toEqual({ hit2: 1 });
    expect(pick(3).settle({ rows: [[1, 50, 60]] }, draw)).toEqual({});
    // 4 drawn of 6 picked, pick 4: C(4,4) at 4, C(4,3)·C(2,1) = 8 at 3, C(4,2)·C(2,2) = 6 at 2.
    expect(pick(4).settle({ rows: [[1, 2, 3, 4, 70, 71]] }, draw)).toEqual({
      hit4: 1,
      hit3: 8,
      hit2: 6,
    });
    // 选七中零: every pick missed.
    expect(pick(7).settle({ rows: [[41, 42, 43, 44, 45, 46, 47]] }, draw)).toEqual({ hit0: 1 });
    expect(pick(2).settle({ rows: [[1, 50]] }, draw)).toEqual({}); // 选二中一 pays nothing
  });

  it('settles the largest selection, C(80, 10) units, without expanding it', () => {
    const all = { rows: [Array.from({ length: 80 }, (_, i) => i + 1)] };
    pick(10).settle(all, draw); // warm up, then time one settlement
    const started = performance.now();
    const wins = pick(10).settle(all, draw);
    expect(performance.now() - started).toBeLessThan(5);
    // C(20,10) at 10; C(20,5)·C(60,5) at 5; C(60,10) at 0.
    expect(wins).toMatchObject({ hit10: 184_756, hit5: 84_675_282_048, hit0: 75_394_027_566 });
  });

  it('names the fault of a bad selection', () => {
    expect(pick(3).validate({ rows: [[1, 2]] })).toEqual({
      ok: false,
      fault: { code: 'tooFew', at: 'rows[0]' },
    });
    expect(pick(1).validate({ rows: [[81]] })).toEqual({
      ok: false,
      fault: { code: 'outOfRange', at: 'rows[0]' },
    });
    expect(pick(2).validate({ rows: [[7, 7]] })).toEqual({
      ok: false,
      fault: { code: 'duplicate', at: 'rows[0]' },
    });
    expect(pick(2).validate({ rows: [[1, 2], [3]] })).toEqual({
      ok: false,
      fault: { code: 'rowCount', at: 'rows' },
    });
    expect(pick(2).validate({ items: ['big'] })).toMatchObject({ fault: { code: 'shape' } });
    expect(() => kenoPick(11)).toThrow(RangeError);
  });

  it.each(kenoPickTypes.map((type, i) => [type.id, i + 1] as const))(
    '%s obeys the laws of every bet type',
    (_id, k) => {
      // Draws biased towards the picked range so that every level is reached.
      const draws = fc.oneof(arbitraryDraw(20, 1, 80, true), arbitraryDraw(20, 1, 24, true));
      checkBetTypeLaws(pick(k), arbitraryRows(1, 1, 16, k, Math.min(16, k + 3)), draws, 60);
    },
  );
});
