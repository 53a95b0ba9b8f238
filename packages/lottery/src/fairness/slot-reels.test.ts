import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prizeRanks, reelsOfRank, slotReelsOf } from './slot-reels.ts';

const key = (reels: readonly string[]) => reels.join('-');

describe('slot reels', () => {
  it('shows 7-7-7 for the largest prize wherever it stands in the table', () => {
    expect(slotReelsOf([1000n, 888_000n, 5000n], 1)).toEqual(['seven', 'seven', 'seven']);
    expect(slotReelsOf([1000n, 888_000n, 5000n], 2)).toEqual(['bar', 'bar', 'bar']);
    expect(slotReelsOf([1000n, 888_000n, 5000n], 0)).toEqual(['bell', 'bell', 'bell']);
  });

  it('breaks ties of equal amounts by the order of the table', () => {
    expect(prizeRanks([5n, 9n, 5n])).toEqual([1, 0, 2]);
  });

  it('gives every entry of a table of up to 20 its own picture, and a pair after the triples', () => {
    const pictures = Array.from({ length: 20 }, (_, rank) => key(reelsOfRank(rank)));
    expect(new Set(pictures).size).toBe(20);
    const pair = reelsOfRank(6);
    expect(pair[0]).toBe(pair[1]);
    expect(pair[2]).not.toBe(pair[0]);
  });

  it('is a pure function of the amounts and the index (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 9n }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        (amounts, seed) => {
          const index = seed % amounts.length;
          const reels = slotReelsOf(amounts, index);
          expect(slotReelsOf([...amounts], index)).toEqual(reels);
          const isLargest = amounts.every(
            (amount, other) =>
              amount < amounts[index]! || (amount === amounts[index] && other >= index),
          );
          expect(key(reels) === 'seven-seven-seven').toBe(isLargest);
        },
      ),
    );
  });

  it('refuses an index outside the table', () => {
    expect(() => slotReelsOf([1n], 1)).toThrow(RangeError);
  });
});
