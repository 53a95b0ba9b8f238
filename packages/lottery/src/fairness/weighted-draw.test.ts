import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitmentOf } from './provably-fair.ts';
import {
  prizeDrawIndex,
  totalWeightOf,
  verifyPrizeDraw,
  weightedIndexFromBytes,
  type TPrizeDrawInput,
} from './weighted-draw.ts';

const seedArb = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));
const weightsArb = fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 12 });
const drawArb = fc.record({
  serverSeedHex: seedArb,
  activityId: fc.integer({ min: 1, max: 1_000_000 }),
  periodKey: fc.constantFrom('once', 'd:20419', 'w:2917', 'm:2026-11'),
  userId: fc.integer({ min: 1, max: 10_000_000 }),
  nonce: fc.integer({ min: 0, max: 1_000 }),
  weights: weightsArb,
});

/** A byte source over a fixed list, cycling (enough for the mapping's own checks). */
const bytesOf = (bytes: readonly number[]) => {
  let at = 0;
  return () => {
    const byte = bytes[at % bytes.length] as number;
    at += 1;
    return byte;
  };
};

describe('weighted prize draws', () => {
  it('always lands on an entry of the table', () => {
    fc.assert(
      fc.property(drawArb, (input) => {
        const index = prizeDrawIndex(input);
        expect(Number.isInteger(index)).toBe(true);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(input.weights.length);
      }),
    );
  });

  it('is deterministic: the same seed, player, period and nonce give the same index', () => {
    fc.assert(
      fc.property(drawArb, (input) => {
        expect(prizeDrawIndex({ ...input })).toBe(prizeDrawIndex(input));
      }),
    );
  });

  it('never draws an entry of weight zero (a table refuses one) and maps r to running totals', () => {
    expect(() => totalWeightOf([1, 0, 2])).toThrow(RangeError);
    expect(() => totalWeightOf([])).toThrow(RangeError);
    // One byte r below 6 (limit 252): weights [1, 2, 3] cover r 0 | 1-2 | 3-5.
    const expected = [0, 1, 1, 2, 2, 2];
    for (let r = 0; r < 6; r += 1)
      expect(weightedIndexFromBytes([1, 2, 3], bytesOf([r]))).toBe(expected[r]);
    // 252..255 are rejected (not a multiple of 6 below 256): the next byte decides.
    expect(weightedIndexFromBytes([1, 2, 3], bytesOf([253, 4]))).toBe(2);
  });

  it('matches the weights over many draws (chi-square, 3 degrees of freedom)', () => {
    const weights = [50, 30, 15, 5];
    const total = 100;
    const draws = 40_000;
    const seed = randomBytes(32).toString('hex');
    const counts = [0, 0, 0, 0];
    for (let nonce = 0; nonce < draws; nonce += 1) {
      const index = prizeDrawIndex({
        serverSeedHex: seed,
        activityId: 7,
        periodKey: 'd:20419',
        userId: 42,
        nonce,
        weights,
      });
      counts[index] = (counts[index] ?? 0) + 1;
    }
    const chiSquare = weights.reduce((sum, weight, i) => {
      const expected = (draws * weight) / total;
      return sum + ((counts[i] ?? 0) - expected) ** 2 / expected;
    }, 0);
    // p = 0.0001 critical value for 3 degrees of freedom: a fair mapping fails 1 run in 10,000.
    expect(chiSquare, `seed ${seed}, counts ${counts.join(',')}`).toBeLessThan(21.11);
  });

  it('verifies an honest proof and refuses a tampered one', () => {
    fc.assert(
      fc.property(drawArb, (input: TPrizeDrawInput) => {
        const commitment = commitmentOf(input.serverSeedHex);
        const drawnIndex = prizeDrawIndex(input);
        expect(verifyPrizeDraw({ ...input, commitment, drawnIndex })).toEqual({ ok: true });
        const otherSeed = input.serverSeedHex.replace(/^./, (c) => (c === '0' ? '1' : '0'));
        expect(
          verifyPrizeDraw({ ...input, serverSeedHex: otherSeed, commitment, drawnIndex }),
        ).toEqual({ ok: false, reason: 'commitment' });
        if (input.weights.length > 1)
          expect(
            verifyPrizeDraw({
              ...input,
              commitment,
              drawnIndex: (drawnIndex + 1) % input.weights.length,
            }),
          ).toEqual({ ok: false, reason: 'index' });
      }),
    );
  });
});
