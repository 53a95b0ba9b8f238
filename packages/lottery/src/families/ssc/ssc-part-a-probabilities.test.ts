import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import { fraction, multiplyFractions, type TFraction } from '../../core/fraction.ts';
import type { TSelection } from '../../core/selection.ts';
import { sscPartATypes } from './ssc-part-a-types.ts';

/** All 100,000 SSC draws, 00000 to 99999. */
const draws = Array.from({ length: 100_000 }, (_, n) =>
  [10_000, 1000, 100, 10, 1].map((place) => Math.floor(n / place) % 10),
);

interface TCase {
  id: string;
  selection: TSelection;
  /**
   * The levels this selection's units aim at, when not all of the type's levels (龙虎和: one
   * item, one level). Otherwise the units split evenly over the levels: one level for most types,
   * one unit per tail level for 组合.
   */
  levels?: readonly string[];
}

const one = (id: string, ...rows: number[][]): TCase => ({ id, selection: { rows } });
const pairs = ['w-q', 'w-b', 'w-s', 'w-g', 'q-b', 'q-s', 'q-g', 'b-s', 'b-g', 's-g'];

/** A one-unit selection (or one per level) for every type, plus some larger ones. */
const cases: TCase[] = [
  one('ssc.star5.direct', [1], [2], [3], [4], [5]),
  { id: 'ssc.star5.single', selection: { entries: ['90817'] } },
  one('ssc.star5.combo', [1], [2], [3], [4], [5]),
  one('ssc.star5.combo', [0, 9], [2], [3, 4, 5], [4, 8], [5, 0]),
  one('ssc.star5.group120', [0, 2, 4, 6, 8]),
  one('ssc.star5.group60', [7], [1, 2, 3]),
  one('ssc.star5.group60', [1, 2, 3], [1, 2, 3, 4, 5]),
  one('ssc.star5.group30', [7, 8], [1]),
  one('ssc.star5.group20', [7], [1, 2]),
  one('ssc.star5.group10', [7], [1]),
  one('ssc.star5.group10', [0, 1, 2, 3], [0, 1, 2, 3, 4, 5]),
  one('ssc.star5.group5', [7], [1]),
  one('ssc.star4.direct', [2], [3], [4], [5]),
  { id: 'ssc.star4.single', selection: { entries: ['0817'] } },
  one('ssc.star4.combo', [2], [3], [4], [5]),
  one('ssc.star4.group24', [0, 2, 4, 6]),
  one('ssc.star4.group12', [7], [1, 2]),
  one('ssc.star4.group6', [7, 1]),
  one('ssc.star4.group4', [7], [1]),
  one('ssc.star4.group4', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
  ...['front3', 'mid3', 'back3', 'star4'].flatMap((window) => [
    one(`ssc.${window}.anyPosOne`, [3]),
    one(`ssc.${window}.anyPosTwo`, [3, 8]),
  ]),
  one('ssc.star5.anyPosTwo', [3, 8]),
  one('ssc.star5.anyPosThree', [3, 8, 0]),
  one('ssc.star5.anyPosThree', [0, 1, 2, 3, 4, 5, 6]),
  { id: 'ssc.bigSmall.back2', selection: { items: ['s.big', 'g.odd'] } },
  { id: 'ssc.bigSmall.front2', selection: { items: ['w.small', 'q.even'] } },
  { id: 'ssc.bigSmall.back3', selection: { items: ['b.odd', 's.big', 'g.small'] } },
  { id: 'ssc.bigSmall.front3', selection: { items: ['w.even', 'q.big', 'b.odd'] } },
  {
    id: 'ssc.bigSmall.front3',
    selection: { items: ['w.even', 'w.big', 'w.small', 'q.big', 'b.odd', 'b.even'] },
  },
  ...['big', 'small', 'odd', 'even'].map((item) => ({
    id: 'ssc.bigSmall.sum5',
    selection: { items: [item] },
  })),
  ...pairs.flatMap((pair) =>
    ['dragon', 'tiger', 'tie'].map((item) => ({
      id: `ssc.dragonTiger.${pair}`,
      selection: { items: [item] },
      levels: [item],
    })),
  ),
  ...[1, 2, 3, 4].map((times) => one(`ssc.fun.atLeast${times}`, [7])),
  one('ssc.fun.atLeast2', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
];

const typeOf = (id: string): TBetType => {
  const type = sscPartATypes.find((t) => t.id === id);
  if (!type) throw new Error(`no type ${id}`);
  return type;
};

describe('SSC part A probabilities, by enumerating all 100,000 draws', () => {
  it.each(cases.map((c) => [c.id, JSON.stringify(c.selection), c] as const))(
    '%s %s wins each level at its probability',
    (_id, _json, { id, selection, levels }) => {
      const type = typeOf(id);
      expect(type.validate(selection)).toEqual({ ok: true });
      const wins: Record<string, number> = {};
      for (const draw of draws) {
        for (const [level, n] of Object.entries(type.settle(selection, draw)))
          wins[level] = (wins[level] ?? 0) + n;
      }
      const aimed = levels ?? type.levels.map((level) => level.id);
      const unitsPerLevel = type.count(selection) / aimed.length;
      for (const level of type.levels) {
        const expected: TFraction = aimed.includes(level.id)
          ? multiplyFractions(level.probability, fraction(unitsPerLevel, 1))
          : fraction(0, 1);
        expect([level.id, fraction(wins[level.id] ?? 0, draws.length)]).toEqual([
          level.id,
          expected,
        ]);
      }
    },
  );

  it('covers every level of every type in the list', () => {
    for (const type of sscPartATypes) {
      for (const level of type.levels) {
        const covered = cases.some(
          (c) => c.id === type.id && (c.levels ?? [level.id]).includes(level.id),
        );
        expect([type.id, level.id, covered]).toEqual([type.id, level.id, true]);
      }
    }
  });
});
