import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import { fraction, fractionToNumber } from '../../core/fraction.ts';
import { samplingTestTimeoutMs, seededDraws, withinSampleError } from '../keno/seeded-draws.ts';
import { deriveLucky28Draw } from './lucky28-family.ts';
import { lucky28Types } from './lucky28-types.ts';

const itemIds = ({ shape }: TBetType) =>
  shape.kind === 'items' ? shape.items.map((i) => i.id) : [];
/** One unit per level: each sum alone for 特码, each item alone for item bets. */
const units = (type: TBetType) =>
  type.shape.kind === 'sums'
    ? Array.from({ length: 28 }, (_, sum) => ({ sums: [sum] }))
    : itemIds(type).map((item) => ({ items: [item] }));

/** Wins per level of every one-unit selection of a type, over the given draws. */
function winsOver(type: TBetType, draws: Iterable<readonly number[]>) {
  const wins = new Map<string, number>();
  for (const draw of draws)
    for (const selection of units(type))
      for (const [level, count] of Object.entries(type.settle(selection, draw)))
        wins.set(level, (wins.get(level) ?? 0) + count);
  return wins;
}

const triples = Array.from({ length: 1000 }, (_, n) => [
  Math.floor(n / 100),
  Math.floor(n / 10) % 10,
  n % 10,
]);

describe('lucky 28 level probabilities', () => {
  it.each(lucky28Types.map((type) => [type.id, type] as const))(
    '%s: exact over the 1000 digit triples',
    (_id, type) => {
      const wins = winsOver(type, triples);
      for (const level of type.levels)
        expect([level.id, fraction(wins.get(level.id) ?? 0, 1000)]).toEqual([
          level.id,
          level.probability,
        ]);
    },
  );

  it(
    'the KL8 derivation agrees on a seeded sample of 200,000 draws (5 standard errors)',
    () => {
      // The derived digits are sums mod 10 of sorted KL8 numbers: near-uniform, not exactly, so
      // this is a tolerance check, not an equality.
      const samples = 200_000;
      const derived = [...seededDraws(28, samples, 20, 1, 80)].map(deriveLucky28Draw);
      for (const type of lucky28Types) {
        const wins = winsOver(type, derived);
        for (const level of type.levels) {
          const ok = withinSampleError(
            wins.get(level.id) ?? 0,
            samples,
            fractionToNumber(level.probability),
          );
          expect([type.id, level.id, ok]).toEqual([type.id, level.id, true]);
        }
      }
    },
    samplingTestTimeoutMs,
  );
});
