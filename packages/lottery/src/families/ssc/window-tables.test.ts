import { describe, expect, it } from 'vitest';
import { sameFraction } from '../../core/fraction.ts';
import { groupSumCount } from './window-group-sum.ts';
import { groupLevel, multisetKey, patternOf } from './window-patterns.ts';
import { allDraws } from './window-probability-cases.ts';
import { spanCount, sumCount } from './window-sum-span.ts';
import { splitEntries } from './window-validate.ts';

const sum = (digits: readonly number[]) => digits.reduce((a, b) => a + b, 0);
const span = (digits: readonly number[]) => Math.max(...digits) - Math.min(...digits);
const tally = (values: number[]) => {
  const counts: Record<number, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
};
/** Each multiset once: the strings whose digits never decrease. */
const multisets = (size: number) =>
  allDraws(size).filter((digits) => digits.every((d, i) => i === 0 || d >= (digits[i - 1] ?? 0)));

describe('count tables of brief §3.1, by enumeration', () => {
  it.each([2, 3] as const)('N%i and Sp%i count the ordered strings by sum and span', (size) => {
    const strings = allDraws(size);
    const bySum = tally(strings.map(sum));
    const bySpan = tally(strings.map(span));
    for (let s = 0; s <= 9 * size; s += 1) expect(sumCount(size, s), `sum ${s}`).toBe(bySum[s]);
    for (let k = 0; k <= 9; k += 1) expect(spanCount(size, k), `span ${k}`).toBe(bySpan[k]);
  });

  it('N3 for 0..13 is 1 3 6 10 15 21 28 36 45 55 63 69 73 75; Sp3(1..9) is 54 96 ... 54', () => {
    expect(Array.from({ length: 14 }, (_, s) => sumCount(3, s))).toEqual([
      1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75,
    ]);
    expect(Array.from({ length: 9 }, (_, k) => spanCount(3, k + 1))).toEqual([
      54, 96, 126, 144, 150, 144, 126, 96, 54,
    ]);
  });

  it.each([2, 3] as const)(
    'G%i counts the group multisets (no leopard, no pair) by sum',
    (size) => {
      const groups = multisets(size).filter((d) => groupLevel(size, patternOf(d)) !== undefined);
      const bySum = tally(groups.map(sum));
      for (let s = 0; s <= 9 * size; s += 1)
        expect(groupSumCount(size, s), `sum ${s}`).toBe(bySum[s] ?? 0);
      expect(groups.length).toBe(size === 3 ? 210 : 45);
    },
  );

  it('G3 for 1..13 is 1 2 2 4 5 6 8 10 11 13 14 14 15; G2 for 1..9 is 1 1 2 2 3 3 4 4 5', () => {
    expect(Array.from({ length: 13 }, (_, s) => groupSumCount(3, s + 1))).toEqual([
      1, 2, 2, 4, 5, 6, 8, 10, 11, 13, 14, 14, 15,
    ]);
    expect(Array.from({ length: 9 }, (_, s) => groupSumCount(2, s + 1))).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5,
    ]);
  });

  it.each([2, 3, 4])('group level p of %i digits = share of strings with that pattern', (size) => {
    const strings = allDraws(size);
    const byPattern = tally(strings.map((d) => Number(patternOf(d))));
    for (const [pattern, n] of Object.entries(byPattern)) {
      const level = groupLevel(size, pattern);
      if (!level) continue;
      // The pattern's strings split evenly over its multisets; one unit is one multiset.
      const units = multisets(size).filter((d) => patternOf(d) === pattern).length;
      expect(
        sameFraction(level.probability, { num: BigInt(n), den: BigInt(units * 10 ** size) }),
      ).toBe(true);
    }
    expect(Object.keys(byPattern).filter((p) => !groupLevel(size, p))).toEqual([String(size)]);
  });

  it('patterns and multiset keys ignore order', () => {
    expect([patternOf([1, 1, 2]), patternOf([2, 1, 1]), patternOf([7, 7, 7])]).toEqual([
      '21',
      '21',
      '3',
    ]);
    expect([patternOf([1, 2, 2, 1]), patternOf([3, 1, 3, 3]), patternOf([0, 1])]).toEqual([
      '22',
      '31',
      '11',
    ]);
    expect(multisetKey([1, 1, 2])).toBe(multisetKey([2, 1, 1]));
    expect(multisetKey([1, 1, 2])).not.toBe(multisetKey([1, 2, 2]));
  });
});

describe('splitEntries', () => {
  it('splits on spaces, commas, semicolons and new lines, and counts repeats it drops', () => {
    expect(splitEntries('123, 456;789\n123  4567，012；')).toEqual({
      entries: ['123', '456', '789', '4567', '012'],
      dropped: 1,
    });
  });

  it('drops group repeats by the key it is given', () => {
    const key = (entry: string) => [...entry].sort().join('');
    expect(splitEntries('112 121 123 321', key)).toEqual({ entries: ['112', '123'], dropped: 2 });
  });
});
