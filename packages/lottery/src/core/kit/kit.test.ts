import { describe, expect, it } from 'vitest';
import { product } from '../combinatorics.ts';
import { countDistinctTuples } from './ball-masks.ts';
import { parseEntry } from './typed-entries.ts';

const bruteForce = (rows: number[][]) =>
  [...product(rows)].filter((picks) => new Set(picks).size === picks.length).length;

describe('countDistinctTuples', () => {
  it.each([
    [[[1, 2, 3]]],
    [[[1, 2], [1, 2], [3]]],
    [
      [
        [1, 2, 3],
        [2, 3, 4],
        [3, 4, 5],
        [1, 5],
      ],
    ],
    [
      [
        [1, 2, 3, 4],
        [1, 2, 3],
        [1, 2],
        [1, 2, 3, 4, 5],
        [4, 5, 6],
      ],
    ],
    [Array.from({ length: 5 }, () => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])],
  ])('%j matches brute force', (rows) => {
    expect(countDistinctTuples(rows)).toBe(bruteForce(rows));
  });

  it('counts PK10 猜前五 with every car in every row: 10·9·8·7·6', () => {
    const rows = Array.from({ length: 5 }, () => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(countDistinctTuples(rows)).toBe(30_240);
  });
});

describe('parseEntry', () => {
  it.each([
    ['01 02 03', false, [1, 2, 3]],
    ['3,2,1', false, [3, 2, 1]],
    [' 3, 2  1 ', true, [1, 2, 3]],
    ['1 2 a', false, undefined],
    ['123', false, undefined],
    ['', false, undefined],
  ])('%j (group %s) is %j', (entry, group, balls) => {
    expect(parseEntry(entry, group)).toEqual(balls);
  });
});
