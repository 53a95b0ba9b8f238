import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { chooseBig } from '../keno/hypergeometric.ts';
import { zodiacOf } from './mark-six-family.ts';
import { markSixTypesFor } from './mark-six-types.ts';

/**
 * Exact checks of the types added for §3.8's remaining bets, independent of their code:
 * - ball types (半波, 正码1-6 两面 / 色波) by enumerating the 49 values of the judged ball;
 * - group types (平特尾, 连肖, 连尾) by counting the C(49, 7) sets by how many of the 7 numbers
 *   fall in each group of the unit (multivariate hypergeometric), not by inclusion–exclusion.
 */
const types = markSixTypesFor('horse');
const byId = (id: string) => types.find((type) => type.id === id) as TBetType;
const range = (from: number, length: number) => Array.from({ length }, (_, i) => from + i);
const itemIds = ({ shape }: TBetType) =>
  shape.kind === 'items' ? shape.items.map((i) => i.id) : [];

describe('mark six ball types by enumerating the judged ball', () => {
  it.each([
    ['marksix.special.halfWave', 6],
    ...range(1, 6).flatMap((p) => [
      [`marksix.regular.twoSided${p}`, p - 1],
      [`marksix.regular.colour${p}`, p - 1],
    ]),
  ] as [string, number][])('%s (draw index %i)', (id, position) => {
    const type = byId(id);
    const wins = new Map<string, number>();
    for (const ball of range(1, 49)) {
      const others = range(1, 49).filter((other) => other !== ball);
      const draw = [...others.slice(0, position), ball, ...others.slice(position, 6)];
      for (const item of itemIds(type))
        for (const [level, units] of Object.entries(type.settle({ items: [item] }, draw)))
          wins.set(`${item}:${level}`, (wins.get(`${item}:${level}`) ?? 0) + units);
    }
    const tie = type.levels.find((level) => level.id === 'tie');
    for (const item of itemIds(type)) {
      const level = type.levels.find((l) => l.id === item);
      expect([item, fraction(wins.get(`${item}:${item}`) ?? 0, 49)]).toEqual([
        item,
        level?.probability,
      ]);
      expect(fraction(wins.get(`${item}:tie`) ?? 0, 49)).toEqual(
        tie?.probability ?? fraction(0, 1),
      );
    }
  });
});

/** 7-sets with c_i ≥ 1 (all present) or c_i = 0 (all absent) of the 7 numbers in group i. */
function setsWith(sizes: readonly number[], present: boolean): bigint {
  const rest = 49 - sizes.reduce((a, b) => a + b, 0);
  const walk = (i: number, left: number): bigint => {
    if (i === sizes.length) return chooseBig(rest, left);
    const size = sizes[i] as number;
    if (!present) return walk(i + 1, left);
    let ways = 0n;
    for (let c = 1; c <= Math.min(size, left); c += 1)
      ways += chooseBig(size, c) * walk(i + 1, left - c);
    return ways;
  };
  return walk(0, 7);
}

const sizeOfZodiac = (id: string) => range(1, 49).filter((b) => zodiacOf(b, 'horse') === id).length;
const sizeOfTail = (tail: number) => range(1, 49).filter((b) => b % 10 === tail).length;

describe('mark six group types by counting the 7-sets', () => {
  it('平特尾: 0尾 (4 numbers) and 1-9尾 (5 numbers)', () => {
    const type = byId('marksix.tail.any');
    for (const tail of range(0, 10))
      expect(type.levels.find((l) => l.id === `tail${tail}`)?.probability).toEqual(
        fraction(setsWith([sizeOfTail(tail)], true), chooseBig(49, 7)),
      );
    expect(sizeOfTail(0)).toBe(4);
  });

  it.each(
    ['hit', 'miss'].flatMap((mode) =>
      range(2, 4).flatMap((k) => [
        // 马 year: 马 owns 5 numbers, e.g. 鼠 4.
        [`marksix.zodiacLink.${mode}${k}`, mode, 'first', Array(k).fill(sizeOfZodiac('rat'))],
        [
          `marksix.zodiacLink.${mode}${k}`,
          mode,
          'withYearAnimal',
          [sizeOfZodiac('horse'), ...Array(k - 1).fill(sizeOfZodiac('rat'))],
        ],
        [`marksix.tailLink.${mode}${k}`, mode, 'first', Array(k).fill(sizeOfTail(1))],
        [
          `marksix.tailLink.${mode}${k}`,
          mode,
          'withTail0',
          [sizeOfTail(0), ...Array(k - 1).fill(sizeOfTail(1))],
        ],
      ]),
    ) as [string, string, string, number[]][],
  )('%s %s %s: groups of %j numbers', (id, mode, level, sizes) => {
    expect(byId(id).levels.find((l) => l.id === level)?.probability).toEqual(
      fraction(setsWith(sizes, mode === 'hit'), chooseBig(49, 7)),
    );
  });
});
