import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import {
  arbitraryDraw,
  arbitraryRows,
  checkBetTypeLaws,
} from '../../test-support/bet-type-laws.ts';
import { sscStar5GroupTypes } from './star5-group.ts';

const type = (method: string): TBetType => {
  const found = sscStar5GroupTypes.find((t) => t.id === `ssc.star5.${method}`);
  if (!found) throw new Error(method);
  return found;
};
const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

describe('ssc.star5 组选', () => {
  it.each([
    ['group120', [[1, 2, 3, 4, 5]], 1],
    ['group120', [[1, 2, 3, 4, 5, 6]], 6],
    ['group120', [all], 252],
    // Σ_{d∈D} C(|S∖{d}|, 3): D {1, 2}, S {1, 2, 3, 4} → C(3,3) + C(3,3).
    [
      'group60',
      [
        [1, 2],
        [1, 2, 3, 4],
      ],
      2,
    ],
    ['group60', [all, all], 10 * 84],
    // Σ_{s∈S} C(|D∖{s}|, 2): D {1, 2, 3}, S {3, 4} → C(2,2) + C(3,2).
    [
      'group30',
      [
        [1, 2, 3],
        [3, 4],
      ],
      4,
    ],
    ['group30', [all, all], 10 * 36],
    ['group20', [[1], [1, 2, 3]], 1],
    ['group20', [all, all], 10 * 36],
    // Σ_{t∈T} |D∖{t}|: T {1, 2}, D {2, 3} → 2 + 1.
    [
      'group10',
      [
        [1, 2],
        [2, 3],
      ],
      3,
    ],
    ['group10', [all, all], 90],
    [
      'group5',
      [
        [1, 2],
        [2, 3],
      ],
      3,
    ],
    ['group5', [all, all], 90],
  ])('%s %j counts %i units', (method, rows, units) => {
    expect(type(method).validate({ rows })).toEqual({ ok: true });
    expect(type(method).count({ rows })).toBe(units);
  });

  it.each([
    ['group120', [[1, 2, 3, 4, 5]], [5, 4, 3, 2, 1], 1],
    ['group120', [all], [5, 5, 3, 2, 1], 0],
    ['group60', [[1], [2, 3, 4]], [2, 1, 4, 1, 3], 1],
    ['group60', [[1], [2, 3, 4]], [1, 1, 2, 3, 5], 0],
    ['group60', [all, all], [1, 1, 1, 2, 3], 0],
    ['group30', [[7, 8], [1]], [8, 7, 1, 7, 8], 1],
    ['group30', [all, all], [8, 8, 8, 7, 7], 0],
    ['group20', [[7], [1, 2]], [7, 1, 7, 2, 7], 1],
    ['group10', [[7], [1]], [1, 7, 7, 1, 7], 1],
    ['group10', [[1], [7]], [1, 7, 7, 1, 7], 0],
    ['group5', [[7], [1]], [7, 7, 1, 7, 7], 1],
  ])('%s %j against %j wins %i', (method, rows, draw, wins) => {
    expect(type(method).settle({ rows }, draw)).toEqual(wins ? { first: wins } : {});
  });

  // A 豹子 fits no pattern: 组选 never wins on five of a kind.
  it.each(sscStar5GroupTypes.map((t) => [t.id, t] as const))('%s never wins on 44444', (_id, t) => {
    const rows = t.shape.kind === 'rows' ? t.shape.rows.map(() => all) : [];
    expect(t.settle({ rows }, [4, 4, 4, 4, 4])).toEqual({});
  });

  it.each([
    ['group120', [[1, 2, 3, 4]], 'tooFew', 'rows[0]'],
    ['group60', [[1], [2, 3]], 'tooFew', 'rows[1]'],
    ['group60', [[1], [1, 2, 3]], 'noUnits', 'rows'],
    ['group10', [[1], [1]], 'noUnits', 'rows'],
    ['group60', [[1, 2, 3, 4]], 'rowCount', 'rows'],
    ['group30', [[1, 1], [2]], 'duplicate', 'rows[0]'],
  ])('%s refuses %j: %s at %s', (method, rows, code, at) => {
    expect(type(method).validate({ rows })).toEqual({ ok: false, fault: { code, at } });
  });

  it.each(sscStar5GroupTypes.map((t) => [t.id, t] as const))(
    '%s obeys the laws of every bet type',
    (_id, betType) => {
      const rows = betType.shape.kind === 'rows' ? betType.shape.rows.length : 0;
      const selections = arbitraryRows(rows, 0, 9, 1, 10).filter(
        (selection) => betType.validate(selection).ok,
      );
      // Draws from 0-2 fall into every pattern often; uniform draws rarely do.
      const draws = fc.oneof(arbitraryDraw(5, 0, 9, false), arbitraryDraw(5, 0, 2, false));
      checkBetTypeLaws(betType, selections, draws, 100);
    },
  );
});
