import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import { fraction, fractionToNumber } from '../../core/fraction.ts';
import type { TSelection } from '../../core/selection.ts';
import { samplingTestTimeoutMs, seededRandom, withinSampleError } from '../keno/seeded-draws.ts';
import { hashTypes } from './hash-types.ts';

/**
 * The 16^64 hashes cannot be enumerated, but the derivation only reads the letter/digit pattern
 * and the decimal digits: for any fixed pattern with at least 5 decimal digits, the last 5 run
 * through all 100,000 fillings exactly once, and the other digits and letters do not matter. So
 * enumerating the fillings of one such pattern gives each level's exact probability (up to the
 * ≈ 2.8e-21 of hashes needing the sha256 extension). A seeded sample of random hashes then
 * checks the whole pipeline.
 */
const byId = (id: string) => hashTypes.find((type) => type.id === id) as TBetType;
/** One-unit selections whose wins, added up, must give each level's probability. */
const unitSelections: readonly [string, TSelection][] = [
  ['hash.star5.direct', { rows: [[1], [2], [3], [4], [5]] }],
  ...['big', 'small', 'odd', 'even'].map((item): [string, TSelection] => [
    'hash.last.twoSided',
    { items: [item] },
  ]),
];

function countWins(draws: Iterable<readonly number[]>) {
  const wins = new Map<string, number>();
  let total = 0;
  for (const draw of draws) {
    total += 1;
    for (const [id, selection] of unitSelections)
      for (const [level, units] of Object.entries(byId(id).settle(selection, draw)))
        wins.set(`${id}:${level}`, (wins.get(`${id}:${level}`) ?? 0) + units);
  }
  return { wins, total };
}

describe('hash level probabilities', () => {
  it('are exact over the 100,000 fillings of a letter/digit pattern', () => {
    // Letters a-f everywhere, earlier digits 9 at 0-4 (ignored), the 5 decisive slots scattered.
    const slots = [20, 41, 42, 57, 63];
    const pattern = Array.from({ length: 64 }, (_, i) => (i < 5 ? 9 : 10 + (i % 6)));
    function* fillings() {
      for (let n = 0; n < 100_000; n += 1) {
        const draw = [...pattern];
        slots.forEach((slot, i) => (draw[slot] = Math.floor(n / 10 ** (4 - i)) % 10));
        yield draw;
      }
    }
    const { wins, total } = countWins(fillings());
    for (const type of hashTypes)
      for (const level of type.levels)
        expect([
          type.id,
          level.id,
          fraction(wins.get(`${type.id}:${level.id}`) ?? 0, total),
        ]).toEqual([type.id, level.id, level.probability]);
  });

  it(
    'agree with a seeded sample of 200,000 random hashes (5 standard errors)',
    () => {
      const random = seededRandom(93);
      function* hashes() {
        for (let n = 0; n < 200_000; n += 1)
          yield Array.from({ length: 64 }, () => Math.floor(random() * 16));
      }
      const { wins, total } = countWins(hashes());
      for (const type of hashTypes)
        for (const level of type.levels) {
          const ok = withinSampleError(
            wins.get(`${type.id}:${level.id}`) ?? 0,
            total,
            fractionToNumber(level.probability),
          );
          expect([type.id, level.id, ok]).toEqual([type.id, level.id, true]);
        }
    },
    samplingTestTimeoutMs,
  );
});
