import { describe, expect, it } from 'vitest';
import { lotteryCategories } from '../categories/lottery-categories.ts';
import { fairIssueDraw, originalFormatOf } from './issue-draw.ts';
import { hmacByteStream, uniformBelow, type TByteSource } from './provably-fair.ts';

/**
 * Quality of the in-house draws (issue #7): the statistics of the production path, and an exact
 * proof that the scaler under it (uniformBelow, step 3 of provably-fair.ts) is unbiased.
 *
 * (a) Chi-square goodness of fit. For every ball category (Lucky 28, 204, draws a Keno draw and
 * is tested on it), 15,000 issues go through fairIssueDraw, the function the server draws with,
 * with fixed seeds from a counter (so a run is reproducible) and one block-hash-like entropy. For
 * each position of the draw as drawn, the counts of each ball value are tested against the
 * uniform distribution (positions of a draw without replacement are each uniform too). The
 * whole family of tests has significance 0.001: with m tests, each is run at 0.001 / m
 * (Bonferroni), so a correct generator fails this file with probability at most 0.001.
 * Critical values: Wilson–Hilferty, χ²(df, α) ≈ df · (1 − 2/(9·df) + z_α · √(2/(9·df)))³, with
 * z_α the upper-α normal quantile (bisection on Numerical Recipes' erfc, relative error below
 * 1.2e-7); checked below against the standard table values at α = 0.001 (e.g. Abramowitz &
 * Stegun table 26.8: df 9 → 27.877, df 79 → 123.594). For the small df used here it errs a
 * little high (conservative), which costs no power against the biases that matter.
 *
 * (b) Exhaustive scaler check. For each range size n, uniformBelow is fed every possible value of
 * its input once (all 256 one-byte values for n ≤ 256, all 65,536 two-byte values above): the
 * accepted values must hit each of 0..n−1 exactly equally often, and the rejected ones must be
 * exactly those at or above floor(256^b / n) · n, as documented. The same check run on plain
 * modulo (no rejection) fails for every n not dividing 256^b, and so does the chi-square test of
 * (a) on a modulo Keno draw: both tests can fail.
 */

const samples = 15_000;
const familyAlpha = 0.001;
const entropy = 'a20082bbf9c7c0603767978e85a30d82d18fb7bfcb97741fa857b48621e17652';
/** Fixed 32-byte seeds from a counter: distinct HMAC keys, reproducible runs. */
const seedAt = (categoryId: number, i: number) =>
  `${categoryId.toString(16).padStart(8, '0')}${i.toString(16).padStart(56, '0')}`;

/** Numerical Recipes erfcc: complementary error function, fractional error < 1.2e-7. */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** z with P(Z > z) = alpha for a standard normal Z (bisection; alpha in (0, 0.5)). */
function upperNormalQuantile(alpha: number): number {
  let low = 0;
  let high = 40;
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (0.5 * erfc(mid / Math.SQRT2) > alpha) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The chi-square critical value at upper tail alpha (Wilson–Hilferty). */
function chiSquareCritical(df: number, alpha: number): number {
  const z = upperNormalQuantile(alpha);
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

const ballCategories = lotteryCategories.filter((category) => category.format.kind === 'balls');
/** One test per position of every category's drawn format. */
const testCount = ballCategories.reduce((sum, category) => {
  const format = originalFormatOf(category.id);
  return sum + (format.kind === 'balls' ? format.length : 0);
}, 0);
const perTestAlpha = familyAlpha / testCount;

describe('chi-square critical values', () => {
  it('reproduce the standard table at α = 0.001 within 2% (Wilson–Hilferty)', () => {
    expect(upperNormalQuantile(0.001)).toBeCloseTo(3.090232, 5);
    expect(upperNormalQuantile(0.025)).toBeCloseTo(1.959964, 5);
    const table: [number, number][] = [
      [5, 20.515],
      [9, 27.877],
      [10, 29.588],
      [19, 43.82],
      [48, 84.037],
      [79, 123.594],
    ];
    for (const [df, value] of table) {
      const approximation = chiSquareCritical(df, 0.001);
      expect(Math.abs(approximation - value) / value).toBeLessThan(0.02);
      expect(approximation).toBeGreaterThanOrEqual(value); // conservative at these df
    }
  });
});

describe('in-house draws are uniform (chi-square, family-wise p = 0.001)', () => {
  it('covers every ball category, Lucky 28 through its Keno draw', () => {
    expect(ballCategories.map((category) => category.id)).toEqual([
      1, 7, 11, 14, 17, 19, 98, 109, 201, 202, 203, 204,
    ]);
    expect(originalFormatOf(204)).toMatchObject({ kind: 'balls', length: 20, max: 80 });
    expect(testCount).toBe(95);
  });

  it.each(ballCategories.map((category) => [category.id] as const))(
    'category %i: each position of fairIssueDraw is uniform',
    (categoryId) => {
      const format = originalFormatOf(categoryId);
      if (format.kind !== 'balls') throw new Error('not balls');
      const size = format.max - format.min + 1;
      const counts = Array.from({ length: format.length }, () => new Array<number>(size).fill(0));
      for (let i = 0; i < samples; i += 1) {
        const text = fairIssueDraw(
          categoryId,
          seedAt(categoryId, i),
          entropy,
        ).originalWinningNumber;
        text.split(',').forEach((ball, position) => {
          const row = counts[position] as number[];
          const at = Number(ball) - format.min;
          row[at] = (row[at] as number) + 1;
        });
      }
      const critical = chiSquareCritical(size - 1, perTestAlpha);
      const statistics = counts.map((row) => chiSquare(row));
      for (const row of counts) expect(row.reduce((a, b) => a + b, 0)).toBe(samples);
      expect(Math.max(...statistics)).toBeLessThan(critical);
    },
  );

  it('would catch a draw scaled by plain modulo (Keno, first ball)', () => {
    const counts = new Array<number>(80).fill(0);
    for (let i = 0; i < samples; i += 1) {
      const ball = hmacByteStream(seedAt(17, i), entropy, 0)() % 80; // no rejection
      counts[ball] = (counts[ball] as number) + 1;
    }
    expect(chiSquare(counts)).toBeGreaterThan(chiSquareCritical(79, perTestAlpha));
  });
});

/** Raised by the exhaustive stream when the scaler asks for more bytes than one value has. */
const exhausted = new Error('asked for another value: rejected');

type TScaler = (size: number, next: TByteSource) => number;

/** The scaler of provably-fair.ts with the rejection step removed: biased when n ∤ 256^b. */
const plainModulo: TScaler = (size, next) => {
  const bytes = size <= 256 ? 1 : 2;
  let value = 0;
  for (let i = 0; i < bytes; i += 1) value = value * 256 + next();
  return value % size;
};

/** Feeds the scaler every b-byte value once (big-endian); counts outcomes and lists rejections. */
function exhaust(size: number, scaler: TScaler) {
  const bytes = size <= 256 ? 1 : 2;
  const total = 256 ** bytes;
  const counts = new Array<number>(size).fill(0);
  const rejected: number[] = [];
  let overread = 0;
  for (let value = 0; value < total; value += 1) {
    let read = 0;
    const next = () => {
      if (read === bytes) throw exhausted;
      read += 1;
      return bytes === 1 ? value : read === 1 ? value >> 8 : value & 0xff;
    };
    try {
      const outcome = scaler(size, next);
      if (read !== bytes) overread += 1;
      counts[outcome] = (counts[outcome] as number) + 1;
    } catch (error) {
      if (error !== exhausted) throw error;
      rejected.push(value);
    }
  }
  return { bytes, total, counts, rejected, overread };
}

/** Whether the exhaustive check passes: equal counts, rejections exactly [limit, 256^b). */
function isExactlyUniform(size: number, scaler: TScaler) {
  const { total, counts, rejected, overread } = exhaust(size, scaler);
  const limit = Math.floor(total / size) * size;
  return (
    overread === 0 &&
    counts.every((count) => count === limit / size) &&
    rejected.length === total - limit &&
    rejected.every((value, i) => value === limit + i)
  );
}

describe('uniformBelow, exhaustively', () => {
  const sizes = [...Array.from({ length: 300 }, (_, i) => i + 1), 65_535, 65_536];

  it('hits 0..n−1 equally often over every input, rejecting exactly the documented values', () => {
    for (const size of sizes) {
      const { bytes, total, counts, rejected, overread } = exhaust(size, uniformBelow);
      const limit = Math.floor(total / size) * size;
      expect({ size, bytes }).toEqual({ size, bytes: size <= 256 ? 1 : 2 });
      expect(overread).toBe(0);
      expect(new Set(counts)).toEqual(new Set([limit / size]));
      expect(rejected).toEqual(Array.from({ length: total - limit }, (_, i) => limit + i));
    }
  });

  it('reads three bytes past 65,536 and rejects from floor(2^24 / n) · n', () => {
    const stream = (...values: number[]) => {
      let at = 0;
      return () => values[at++] as number;
    };
    // 65,537: limit = 255 · 65,537 = 16,711,935 = 0xff00ff.
    expect(uniformBelow(65_537, stream(0xff, 0x00, 0xfe))).toBe(65_536);
    expect(uniformBelow(65_537, stream(0xff, 0x00, 0xff, 0, 0, 7))).toBe(7);
    expect(uniformBelow(65_537, stream(0xff, 0xff, 0xff, 0, 1, 2))).toBe(258);
  });

  it('fails for plain modulo exactly where 256^b is not a multiple of n', () => {
    for (const size of sizes) {
      const divides = (size <= 256 ? 256 : 65_536) % size === 0;
      expect({ size, uniform: isExactlyUniform(size, plainModulo) }).toEqual({
        size,
        uniform: divides,
      });
    }
    expect(sizes.filter((size) => isExactlyUniform(size, uniformBelow))).toEqual(sizes);
  });
});
