import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import {
  arbitraryDraw,
  arbitraryRows,
  checkBetTypeLaws,
} from '../../test-support/bet-type-laws.ts';
import { sscStar4GroupTypes } from './star4-group.ts';

const type = (method: string): TBetType => {
  const found = sscStar4GroupTypes.find((t) => t.id === `ssc.star4.${method}`);
  if (!found) throw new Error(method);
  return found;
};
const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

describe('ssc.star4 组选', () => {
  it.each([
    ['group24', [[1, 2, 3, 4, 5]], 5],
    ['group24', [all], 210],
    // Σ_d C(|S∖d|, 2): D {1}, S {1, 2, 3} → C(2,2).
    ['group12', [[1], [1, 2, 3]], 1],
    ['group12', [all, all], 10 * 36],
    ['group6', [[1, 2, 3]], 3],
    ['group6', [all], 45],
    [
      'group4',
      [
        [1, 2],
        [2, 3],
      ],
      3,
    ],
    ['group4', [all, all], 90],
  ])('%s %j counts %i units', (method, rows, units) => {
    expect(type(method).validate({ rows })).toEqual({ ok: true });
    expect(type(method).count({ rows })).toBe(units);
  });

  it.each([
    ['group24', [[1, 2, 3, 4]], [9, 4, 3, 2, 1], 1],
    ['group24', [[1, 2, 3, 4]], [4, 3, 2, 1, 9], 0],
    ['group12', [[7], [1, 2]], [0, 1, 7, 2, 7], 1],
    ['group12', [all, all], [0, 1, 1, 2, 2], 0],
    // AABB in the window; 万 is outside it.
    ['group6', [[1, 2]], [1, 1, 2, 2, 1], 1],
    ['group4', [[7], [1]], [7, 7, 7, 1, 7], 1],
    ['group4', [[7], [1]], [0, 7, 7, 7, 7], 0],
  ])('%s %j against %j wins %i', (method, rows, draw, wins) => {
    expect(type(method).settle({ rows }, draw)).toEqual(wins ? { first: wins } : {});
  });

  // Four of a kind in the window fits no 四星组选 pattern.
  it.each(sscStar4GroupTypes.map((t) => [t.id, t] as const))('%s never wins on x3333', (_id, t) => {
    const rows = t.shape.kind === 'rows' ? t.shape.rows.map(() => all) : [];
    expect(t.settle({ rows }, [0, 3, 3, 3, 3])).toEqual({});
  });

  it.each([
    ['group24', [[1, 2, 3]], 'tooFew', 'rows[0]'],
    ['group6', [[1]], 'tooFew', 'rows[0]'],
    ['group12', [[1], [1, 2]], 'noUnits', 'rows'],
    ['group4', [[1], [1]], 'noUnits', 'rows'],
  ])('%s refuses %j: %s at %s', (method, rows, code, at) => {
    expect(type(method).validate({ rows })).toEqual({ ok: false, fault: { code, at } });
  });

  it.each(sscStar4GroupTypes.map((t) => [t.id, t] as const))(
    '%s obeys the laws of every bet type',
    (_id, betType) => {
      const rows = betType.shape.kind === 'rows' ? betType.shape.rows.length : 0;
      const selections = arbitraryRows(rows, 0, 9, 1, 10).filter(
        (selection) => betType.validate(selection).ok,
      );
      const draws = fc.oneof(arbitraryDraw(5, 0, 9, false), arbitraryDraw(5, 0, 2, false));
      checkBetTypeLaws(betType, selections, draws, 100);
    },
  );
});
