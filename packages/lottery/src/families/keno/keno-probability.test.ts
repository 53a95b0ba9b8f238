import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import { fraction, fractionToNumber, type TFraction } from '../../core/fraction.ts';
import { chooseBig } from './hypergeometric.ts';
import { kenoTypes } from './keno-types.ts';

/**
 * Every level's probability against all C(80, 20) ≈ 3.5e18 draws, grouped into classes whose
 * draws settle alike; each class is settled once through the bet type on a representative draw
 * and weighted by its exact number of draws. The class counts use the draw-side formula
 * (C(k, j) × C(80 − k, 20 − j) draws hit j of k picks), not the pick-side one in the types.
 */
const allDraws = chooseBig(80, 20);
const range = (from: number, length: number) => Array.from({ length }, (_, i) => from + i);

function expectLevels(
  type: TBetType,
  selection: object,
  classes: Iterable<[number[], bigint]>,
  levels = type.levels,
) {
  const wins = new Map<string, bigint>();
  let weight = 0n;
  for (const [draw, draws] of classes) {
    weight += draws;
    for (const [level, units] of Object.entries(type.settle(selection, draw)))
      wins.set(level, (wins.get(level) ?? 0n) + BigInt(units) * draws);
  }
  expect(weight).toBe(allDraws);
  for (const level of levels)
    expect([level.id, fraction(wins.get(level.id) ?? 0n, allDraws)]).toEqual([
      level.id,
      level.probability,
    ]);
}

const byId = (id: string) => kenoTypes.find((type) => type.id === id) as TBetType;

/** Each item alone as a one-unit selection: its own level and the tie level, per unit. */
function expectItemLevels(type: TBetType, classes: readonly [number[], bigint][]) {
  for (const level of type.levels.filter((l) => l.id !== 'tie')) {
    const reached = type.levels.filter((l) => l.id === level.id || l.id === 'tie');
    expectLevels(type, { items: [level.id] }, classes, reached);
  }
}

describe('keno level probabilities (exact)', () => {
  it.each(range(1, 10))('pick %i: P(j | k) by draw classes of j hits', (k) => {
    // Picks 1..k; a draw with j hits takes 1..j, then 20 − j numbers from 41 up.
    const classes = range(0, k + 1).map((j): [number[], bigint] => [
      [...range(1, j), ...range(41, 20 - j)],
      chooseBig(k, j) * chooseBig(80 - k, 20 - j),
    ]);
    expectLevels(byId(`keno.any.pick${k}`), { rows: [range(1, k)] }, classes);
  });

  it('matches the brief’s rounded table', () => {
    const p = (k: number, j: number) =>
      fractionToNumber(
        byId(`keno.any.pick${k}`).levels.find((l) => l.id === `hit${j}`)?.probability as TFraction,
      );
    expect(p(1, 1)).toBe(0.25);
    expect(p(5, 5)).toBeCloseTo(6.449e-4, 7);
    expect(p(7, 0)).toBeCloseTo(0.1216, 4);
    expect(p(10, 10)).toBeCloseTo(1.122e-7, 10);
    expect(p(10, 0)).toBeCloseTo(0.0458, 4);
  });

  it.each([
    ['keno.board.upDown', (x: number) => [...range(1, x), ...range(41, 20 - x)]],
    // x odd numbers 1, 3, ...; then 20 − x even ones 2, 4, ...
    [
      'keno.board.oddEven',
      (x: number) => [...range(0, x).map((i) => 2 * i + 1), ...range(1, 20 - x).map((i) => 2 * i)],
    ],
  ] as const)('%s: classes of x numbers in the first half', (id, drawOf) => {
    const classes = range(0, 21).map((x): [number[], bigint] => [
      drawOf(x),
      chooseBig(40, x) * chooseBig(40, 20 - x),
    ]);
    expectItemLevels(byId(id), classes);
  });

  it('总和: classes of equal sum, counted by subset-sum over sizes', () => {
    // count[k][s]: k-subsets of 1..80 with sum s.
    const count = range(0, 21).map(() => new Array<bigint>(1411).fill(0n));
    (count[0] as bigint[])[0] = 1n;
    for (let ball = 1; ball <= 80; ball += 1)
      for (let k = Math.min(20, ball); k >= 1; k -= 1) {
        const from = count[k - 1] as bigint[];
        const to = count[k] as bigint[];
        for (let s = 1410 - ball; s >= 0; s -= 1)
          if (from[s]) to[s + ball] = (to[s + ball] as bigint) + (from[s] as bigint);
      }
    // A draw of sum s: 1..20 raised from the top, each by at most 60, stays distinct.
    const drawWithSum = (sum: number) => {
      const draw = range(1, 20);
      let extra = sum - 210;
      for (let i = 19; i >= 0 && extra > 0; i -= 1) {
        const raise = Math.min(extra, 60);
        draw[i] = (draw[i] as number) + raise;
        extra -= raise;
      }
      return draw;
    };
    const classes = range(210, 1201).map((s): [number[], bigint] => [
      drawWithSum(s),
      (count[20] as bigint[])[s] as bigint,
    ]);
    for (const id of [
      'keno.sum.bigSmall',
      'keno.sum.oddEven',
      'keno.sum.combo',
      'keno.sum.exact810',
    ])
      expectItemLevels(byId(id), classes);
  });
});
