import { describe, expect, it } from 'vitest';
import type { TDrawFormat } from '../core/family.ts';
import { fraction, multiplyFractions, sameFraction } from '../core/fraction.ts';
import { allBetTypes, betTypesOf, families } from '../catalogue.ts';
import { randomPick } from '../helpers/random-pick.ts';
import { sampleDistinct, seededRandomInt } from '../helpers/seeded-random.ts';
import { betModes, unitAmount } from './bet-mode.ts';
import { equalLevelShares, exactPrize } from './prize-group.ts';

/**
 * Return to player of the official book: at group G every unit returns G/2000 of its price on
 * average (1800 → 90%). Covers every official type present in the catalogue when run.
 */
const officialTypes = allBetTypes.filter((type) => type.book === 'official');
const groups = [1700, 1800, 1956, 1990];

describe.each(officialTypes.map((type) => [type.id, type] as const))('%s', (_id, type) => {
  it('prices each level so that p × prize / price = G/2000 exactly, in every mode', () => {
    for (const level of type.levels) {
      for (const group of groups) {
        for (const mode of betModes) {
          const multiple = 3;
          const prize = exactPrize(level, group, mode, multiple);
          const price = unitAmount(mode) * BigInt(multiple);
          const rtp = multiplyFractions(level.probability, fraction(prize.num, prize.den * price));
          expect(sameFraction(rtp, fraction(group, 2000))).toBe(true);
        }
      }
    }
  });
});

/** Every draw of a format, or undefined when there are more than `limit`. */
function allDraws(draw: TDrawFormat, limit: number): number[][] | undefined {
  const balls = draw.max - draw.min + 1;
  let size = 1;
  for (let i = 0; i < draw.length; i += 1) size *= draw.distinct ? balls - i : balls;
  if (size > limit) return undefined;
  const out: number[][] = [];
  const current: number[] = [];
  const walk = () => {
    if (current.length === draw.length) return void out.push([...current]);
    for (let ball = draw.min; ball <= draw.max; ball += 1) {
      if (draw.distinct && current.includes(ball)) continue;
      current.push(ball);
      walk();
      current.pop();
    }
  };
  walk();
  return out;
}

/**
 * By enumeration, for families of at most 120,000 draws (SSC, 3D, P5, 11x5, K3, Lucky 28): a
 * random pick of each type, settled against every draw, pays on average exactly G/2000 of its
 * price. With prize_l = G × den_l / num_l per 2000 thousandths, that is Σ_l W_l / p_l = N × units,
 * where W_l counts winning units of level l over all N draws — independent of G. It fails for a
 * type whose unit can win two levels at once, each priced at the full 1/p (see README).
 */
// Families with no official-book type (Lucky 28 sells only two-sided items) have nothing to check.
const enumerable = families
  .map((family) => ({ family, draws: allDraws(family.draw, 120_000) }))
  .filter((entry) => entry.draws !== undefined)
  .filter(({ family }) => betTypesOf(family.id).some((type) => type.book === 'official'));

describe.each(enumerable.map(({ family, draws }) => [family.id, draws ?? []] as const))(
  'RTP by enumerating every %s draw',
  (familyId, draws) => {
    const types = betTypesOf(familyId).filter((type) => type.book === 'official');
    it.each(types.map((type) => [type.id, type] as const))('%s returns G/2000', (_id, type) => {
      const selection = randomPick(type, seededRandomInt(6));
      const units = type.count(selection);
      const winsByLevel = new Map<string, number>();
      for (const draw of draws) {
        for (const [level, wins] of Object.entries(type.settle(selection, draw)))
          winsByLevel.set(level, (winsByLevel.get(level) ?? 0) + wins);
      }
      let total = fraction(0, 1);
      for (const level of type.levels) {
        const wins = BigInt(winsByLevel.get(level.id) ?? 0);
        const { num, den } = level.probability;
        total = fraction(total.num * num + wins * den * total.den, total.den * num);
      }
      expect(sameFraction(total, fraction(draws.length * units, 1))).toBe(true);
    });
  },
);

/**
 * Families too large to enumerate (PK10, Keno, Happy 10, Mark Six): each level is priced exactly
 * (above), which is the whole RTP when a unit can win only one level. A unit that wins different
 * levels on different draws (found here on a seeded sample) can win any of them, so its return
 * is Σ over all levels: L × G/2000 at full shares, G/2000 exactly with shares summing to 1000.
 */
const sampled = families.filter(
  (family) =>
    betTypesOf(family.id).some((type) => type.book === 'official') &&
    !enumerable.some((e) => e.family === family),
);

describe.each(sampled.map((family) => [family.id, family] as const))(
  'RTP of %s types whose one unit can win several levels',
  (familyId, family) => {
    const types = betTypesOf(familyId).filter((type) => type.book === 'official');
    it.each(types.map((type) => [type.id, type] as const))('%s', (_id, type) => {
      const random = seededRandomInt(9);
      const [unit] = [...type.expand(randomPick(type, random))];
      if (!unit || type.levels.length < 2) return;
      const { length, min, max, distinct } = family.draw;
      const seen = new Set<string>();
      for (let i = 0; i < 6000 && seen.size < 2; i += 1) {
        const draw = distinct
          ? sampleDistinct(random, min, max, length)
          : Array.from({ length }, () => min + random(max - min + 1));
        for (const level of type.settleUnit(unit, draw)) seen.add(level);
      }
      if (seen.size < 2) return;
      const rtp = (shares?: Record<string, number>) => {
        let total = fraction(0, 1);
        for (const level of type.levels) {
          const prize = exactPrize(level, 1800, 'yuan', 1, shares?.[level.id]);
          const part = multiplyFractions(level.probability, fraction(prize.num, prize.den * 2000n));
          total = fraction(total.num * part.den + part.num * total.den, total.den * part.den);
        }
        return total;
      };
      expect(sameFraction(rtp(), fraction(1800 * type.levels.length, 2000))).toBe(true);
      expect(sameFraction(rtp(equalLevelShares(type)), fraction(1800, 2000))).toBe(true);
    });
  },
);
