import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beadRoad, bigSmallAt, oddEvenAt, roadOf, streaks } from './roads.ts';

describe('bead road and streaks', () => {
  const history = [
    [1, 2, 3, 4, 5],
    [6, 2, 3, 4, 5],
    [7, 2, 3, 4, 5],
    [0, 2, 3, 4, 5],
    [9, 2, 3, 4, 5],
  ];

  it('classifies a position as big/small and odd/even', () => {
    expect(roadOf(history, bigSmallAt(0, { min: 0, max: 9 }))).toEqual([
      'small',
      'big',
      'big',
      'small',
      'big',
    ]);
    expect(roadOf(history, oddEvenAt(0))).toEqual(['odd', 'even', 'odd', 'even', 'odd']);
    expect(roadOf([[6], [5]], bigSmallAt(0, { min: 1, max: 10 }))).toEqual(['big', 'small']);
  });

  it('starts a column when the outcome changes and wraps a long run at 6 rows', () => {
    const road = ['S', 'B', 'B', ...Array<string>(8).fill('S'), 'B'];
    expect(beadRoad(road)).toEqual([
      ['S'],
      ['B', 'B'],
      ['S', 'S', 'S', 'S', 'S', 'S'],
      ['S', 'S'],
      ['B'],
    ]);
    expect(beadRoad([])).toEqual([]);
    expect(() => beadRoad(['S'], 0)).toThrow(RangeError);
  });

  it('reports the current run and the longest run per outcome', () => {
    expect(streaks(['S', 'B', 'B', 'B', 'S', 'S'])).toEqual({
      current: { outcome: 'S', length: 2 },
      longest: { S: 2, B: 3 },
    });
    expect(streaks([])).toEqual({ current: null, longest: {} });
  });

  it('keeps every outcome in order, columns uniform and at most 6 tall (property)', () => {
    const outcomes = fc.array(fc.constantFrom('big', 'small', 'tie'), { maxLength: 200 });
    fc.assert(
      fc.property(outcomes, fc.integer({ min: 1, max: 8 }), (road, rows) => {
        const columns = beadRoad(road, rows);
        expect(columns.flat()).toEqual(road);
        for (const [i, column] of columns.entries()) {
          expect(column.length).toBeGreaterThan(0);
          expect(column.length).toBeLessThanOrEqual(rows);
          expect(new Set(column).size).toBe(1);
          // A new column follows a change of outcome or a full column.
          const before = columns[i - 1];
          if (before) expect(before[0] !== column[0] || before.length === rows).toBe(true);
        }
        const { current, longest } = streaks(road);
        expect(current?.outcome).toBe(road.at(-1));
        for (const [outcome, length] of Object.entries(longest)) {
          expect(road.join(',')).toContain(Array<string>(length).fill(outcome).join(','));
          expect(road.join(',')).not.toContain(
            Array<string>(length + 1)
              .fill(outcome)
              .join(','),
          );
        }
      }),
    );
  });
});
