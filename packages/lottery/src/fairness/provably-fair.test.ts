import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { families } from '../catalogue.ts';
import type { TDrawFormat } from '../core/family.ts';
import { sha256Hex } from '../core/sha256.ts';
import { samplingTestTimeoutMs } from '../families/keno/seeded-draws.ts';
import {
  commitmentOf,
  drawFromBytes,
  drawFromSeed,
  hmacByteStream,
  maxCounters,
  miaoMiaoDraw,
  uniformBelow,
  verifyDraw,
} from './provably-fair.ts';

const formatOf = (id: string) => {
  const family = families.find((candidate) => candidate.id === id);
  if (!family) throw new Error(id);
  return family.draw;
};
const ssc = formatOf('ssc');
const elevenFive = formatOf('11x5');
const keno = formatOf('keno');
const oneOfEleven: TDrawFormat = { length: 1, min: 1, max: 11, distinct: false, ordered: true };

const seedArb = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));
const entropyArb = fc.string({ maxLength: 80 });
const nonceArb = fc.nat({ max: 1_000_000 });
const formatArb = fc.constantFrom(...families.map((family) => family.draw));
/** A deterministic seed per index, for the statistical tests. */
const seedAt = (i: number) => sha256Hex(`seed ${i}`);

/** The algorithm of provably-fair.ts written again on node:crypto, as another language would. */
function referenceDraw(format: TDrawFormat, seedHex: string, entropy: string, nonce: number) {
  const bytes: number[] = [];
  let counter = 0;
  const next = () => {
    if (bytes.length === 0) {
      const mac = createHmac('sha256', Buffer.from(seedHex, 'hex'));
      bytes.push(...mac.update(`${entropy}:${nonce}:${counter}`, 'utf8').digest());
      counter += 1;
    }
    return bytes.shift() as number;
  };
  const below = (n: number) => {
    const b = n <= 256 ? 1 : n <= 65536 ? 2 : 3;
    const limit = Math.floor(256 ** b / n) * n;
    for (;;) {
      let v = 0;
      for (let i = 0; i < b; i += 1) v = v * 256 + next();
      if (v < limit) return v % n;
    }
  };
  const pool = Array.from({ length: format.max - format.min + 1 }, (_, i) => format.min + i);
  return Array.from({ length: format.length }, () =>
    format.distinct ? (pool.splice(below(pool.length), 1)[0] as number) : pool[below(pool.length)],
  );
}

function chiSquare(counts: readonly number[]) {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('commitmentOf', () => {
  it('is SHA-256 of the seed bytes, lower-case hex, whatever the seed hex case', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const expected = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
        expect(commitmentOf(seed)).toBe(expected);
        expect(commitmentOf(seed.toUpperCase())).toBe(expected);
      }),
    );
  });

  it('rejects a seed that is not hex', () => {
    for (const bad of ['', 'abc', 'xy', '0x00'])
      expect(() => commitmentOf(bad)).toThrow(RangeError);
  });
});

describe('drawFromSeed', () => {
  it('matches an independent implementation on node:crypto, for every family', () => {
    fc.assert(
      fc.property(formatArb, seedArb, entropyArb, nonceArb, (format, seed, entropy, nonce) => {
        expect(drawFromSeed(format, seed, entropy, nonce)).toEqual(
          referenceDraw(format, seed, entropy, nonce),
        );
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(formatArb, seedArb, entropyArb, nonceArb, (format, seed, entropy, nonce) => {
        expect(drawFromSeed(format, seed, entropy, nonce)).toEqual(
          drawFromSeed(format, seed, entropy, nonce),
        );
      }),
    );
  });

  it('gives a valid draw of every family format, never repeating a ball in distinct formats', () => {
    expect(families).toHaveLength(11);
    fc.assert(
      fc.property(formatArb, seedArb, entropyArb, nonceArb, (format, seed, entropy, nonce) => {
        const draw = drawFromSeed(format, seed, entropy, nonce);
        expect(draw).toHaveLength(format.length);
        for (const ball of draw) {
          expect(Number.isInteger(ball)).toBe(true);
          expect(ball).toBeGreaterThanOrEqual(format.min);
          expect(ball).toBeLessThanOrEqual(format.max);
        }
        if (format.distinct) expect(new Set(draw).size).toBe(draw.length);
      }),
      { numRuns: 500 },
    );
  });

  it('defaults the nonce to 0', () => {
    expect(drawFromSeed(keno, seedAt(1), 'e')).toEqual(drawFromSeed(keno, seedAt(1), 'e', 0));
  });

  it('gives different draws for different nonces, entropies and seeds', () => {
    const key = (draw: number[]) => draw.join(',');
    let sscDiffer = 0;
    for (let i = 0; i < 200; i += 1) {
      const seed = seedAt(i);
      const base = key(drawFromSeed(keno, seed, 'entropy', 0));
      expect(key(drawFromSeed(keno, seed, 'entropy', 1))).not.toBe(base);
      expect(key(drawFromSeed(keno, seed, 'entropy2', 0))).not.toBe(base);
      expect(key(drawFromSeed(keno, seedAt(i + 1000), 'entropy', 0))).not.toBe(base);
      if (key(drawFromSeed(ssc, seed, 'e', 0)) !== key(drawFromSeed(ssc, seed, 'e', 1)))
        sscDiffer += 1;
    }
    // SSC has 100,000 outcomes: a pair agrees with probability 1e-5.
    expect(sscDiffer).toBeGreaterThanOrEqual(198);
  });

  it(
    'draws each SSC digit uniformly (chi-square over 100,000 seeds, 9 dof, below 27.88)',
    () => {
      const counts = new Array<number>(10).fill(0);
      for (let i = 0; i < 100_000; i += 1) {
        const digit = drawFromSeed(ssc, seedAt(i), 'uniformity')[0] as number;
        counts[digit] = (counts[digit] as number) + 1;
      }
      expect(chiSquare(counts)).toBeLessThan(27.88);
    },
    samplingTestTimeoutMs,
  );

  it(
    'draws the first 11x5 ball uniformly (chi-square over 55,000 seeds, 10 dof, below 29.59)',
    () => {
      const counts = new Array<number>(11).fill(0);
      for (let i = 0; i < 55_000; i += 1) {
        const ball = drawFromSeed(elevenFive, seedAt(i), 'uniformity')[0] as number;
        counts[ball - 1] = (counts[ball - 1] as number) + 1;
      }
      expect(chiSquare(counts)).toBeLessThan(29.59);
    },
    samplingTestTimeoutMs,
  );
});

describe('rejection sampling', () => {
  const crafted = (bytes: number[]) => {
    let at = 0;
    const next = () => {
      if (at >= bytes.length) throw new Error('stream exhausted');
      return bytes[at++] as number;
    };
    return Object.assign(next, { used: () => at });
  };

  it('rejects bytes at or above floor(256 / 11) × 11 = 253 for a range of 11', () => {
    const stream = crafted([255, 254, 253, 252, 7]);
    expect(drawFromBytes(oneOfEleven, stream)).toEqual([1 + (252 % 11)]);
    expect(stream.used()).toBe(4);
    expect(uniformBelow(11, crafted([253, 5]))).toBe(5);
  });

  it('accepts every byte for a range that divides 256', () => {
    expect(uniformBelow(16, crafted([255]))).toBe(15);
    expect(uniformBelow(256, crafted([255]))).toBe(255);
  });

  it('reads two big-endian bytes for a range above 256 and rejects at floor(65536 / 300) × 300', () => {
    expect(Math.floor(65536 / 300) * 300).toBe(65400);
    const stream = crafted([0xff, 0x78, 0xff, 0x77, 0x01, 0x2c]);
    // 0xff78 = 65400 is rejected; 0xff77 = 65399 → 65399 mod 300 = 299.
    expect(uniformBelow(300, stream)).toBe(299);
    expect(stream.used()).toBe(4);
  });

  it('draws without replacement by index into the remaining pool, in the order drawn', () => {
    // Pool 1..11: 10 → 11. Pool 1..10 (limit 250): 253 rejected, 0 → 1. Pool 2..10 (9, limit 252): 8 → 10.
    const format: TDrawFormat = { length: 3, min: 1, max: 11, distinct: true, ordered: true };
    expect(drawFromBytes(format, crafted([10, 253, 0, 8]))).toEqual([11, 1, 10]);
  });

  it('happens in the real stream and is handled as specified', () => {
    // Find a seed whose first stream byte is rejected for a range of 11 (3 bytes in 256 are).
    let i = 0;
    while (hmacByteStream(seedAt(i), 'reject', 0)() < 253) i += 1;
    const stream = hmacByteStream(seedAt(i), 'reject', 0);
    const bytes = Array.from({ length: 4 }, stream);
    const firstKept = bytes.find((byte) => byte < 253) as number;
    expect(drawFromSeed(oneOfEleven, seedAt(i), 'reject')).toEqual([1 + (firstKept % 11)]);
  });

  it('gives up after the bounded number of HMAC blocks', () => {
    const stream = hmacByteStream(seedAt(0), 'bound', 0);
    for (let byte = 0; byte < maxCounters * 32; byte += 1) stream();
    expect(() => stream()).toThrow(/counters/);
  });
});

describe('verifyDraw', () => {
  it('accepts a correct draw and rejects a wrong commitment or wrong numbers', () => {
    fc.assert(
      fc.property(
        formatArb,
        seedArb,
        seedArb,
        entropyArb,
        nonceArb,
        (format, seed, other, entropy, nonce) => {
          fc.pre(seed !== other);
          const winningNumbers = drawFromSeed(format, seed, entropy, nonce);
          const proof = {
            format,
            serverSeedHex: seed,
            commitment: commitmentOf(seed),
            publicEntropy: entropy,
            nonce,
            winningNumbers,
          };
          expect(verifyDraw(proof)).toEqual({ ok: true });
          expect(verifyDraw({ ...proof, commitment: proof.commitment.toUpperCase() })).toEqual({
            ok: true,
          });
          expect(verifyDraw({ ...proof, commitment: commitmentOf(other) })).toEqual({
            ok: false,
            reason: 'commitment',
          });
          expect(verifyDraw({ ...proof, serverSeedHex: 'not hex' })).toEqual({
            ok: false,
            reason: 'commitment',
          });
          const wrong = winningNumbers.map((ball, i) =>
            i === 0 ? (ball === format.min ? format.max : format.min) : ball,
          );
          expect(verifyDraw({ ...proof, winningNumbers: wrong })).toEqual({
            ok: false,
            reason: 'numbers',
          });
          expect(verifyDraw({ ...proof, winningNumbers: winningNumbers.slice(1) })).toEqual({
            ok: false,
            reason: 'numbers',
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('miaoMiaoDraw', () => {
  it('is drawFromSeed with the client seed as public entropy', () => {
    fc.assert(
      fc.property(formatArb, seedArb, entropyArb, nonceArb, (format, seed, clientSeed, nonce) => {
        expect(miaoMiaoDraw(format, seed, clientSeed, nonce)).toEqual(
          drawFromSeed(format, seed, clientSeed, nonce),
        );
      }),
    );
  });
});

describe('the README worked example', () => {
  const seed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
  const entropy = 'a20082bbf9c7c0603767978e85a30d82d18fb7bfcb97741fa857b48621e17652';

  it('still gives the published values', () => {
    expect(entropy).toBe(sha256Hex('example block'));
    expect(commitmentOf(seed)).toBe(
      '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    );
    expect(
      createHmac('sha256', Buffer.from(seed, 'hex')).update(`${entropy}:0:0`).digest('hex'),
    ).toMatch(/^3ebabd23b1/);
    expect(drawFromSeed(ssc, seed, entropy)).toEqual([2, 6, 9, 5, 7]);
    expect(drawFromSeed(elevenFive, seed, entropy)).toEqual([8, 7, 1, 5, 4]);
    expect(miaoMiaoDraw(elevenFive, seed, entropy, 1)).toEqual([8, 7, 2, 10, 1]);
  });
});
