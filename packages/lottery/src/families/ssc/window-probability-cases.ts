import { expect } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import { fraction, multiplyFractions, sameFraction } from '../../core/fraction.ts';
import type { TSelection } from '../../core/selection.ts';

/**
 * Test support for the enumeration tests: per method and window size, representative selections
 * and how many of their units play each level. Over every draw, the wins at a level must total
 * units × p × draws: for a one-unit selection, the win frequency is the level's probability.
 */
export interface TProbabilityCase {
  selection: TSelection;
  units: Record<string, number>;
}

const one = (selection: TSelection, level = 'first'): TProbabilityCase => ({
  selection,
  units: { [level]: 1 },
});

export const probabilityCases: Record<number, Record<string, TProbabilityCase[]>> = {
  2: {
    direct: [one({ rows: [[1], [2]] })],
    single: [one({ entries: ['12'] })],
    sum: [one({ sums: [0] }), { selection: { sums: [9] }, units: { first: 10 } }],
    span: [{ selection: { sums: [3] }, units: { first: 14 } }],
    group: [one({ rows: [[1, 2]] }, 'group')],
    groupSingle: [one({ entries: ['21'] }, 'group')],
    groupSum: [one({ sums: [1] }, 'group'), { selection: { sums: [9] }, units: { group: 5 } }],
    groupBanker: [{ selection: { rows: [[7]] }, units: { group: 9 } }],
  },
  3: {
    direct: [one({ rows: [[1], [2], [3]] })],
    single: [one({ entries: ['123'] })],
    sum: [one({ sums: [27] }), { selection: { sums: [13] }, units: { first: 75 } }],
    span: [{ selection: { sums: [5] }, units: { first: 150 } }],
    combo: [{ selection: { rows: [[1], [2], [3]] }, units: { star3: 1, star2: 1, star1: 1 } }],
    group3: [{ selection: { rows: [[1, 2]] }, units: { group3: 2 } }],
    group6: [one({ rows: [[1, 2, 3]] }, 'group6')],
    group3Single: [one({ entries: ['121'] }, 'group3')],
    group6Single: [one({ entries: ['123'] }, 'group6')],
    groupMixed: [{ selection: { entries: ['112', '123'] }, units: { group3: 1, group6: 1 } }],
    // Sum 5: 005 113 122 (组三) and 014 023 (组六).
    groupSum: [{ selection: { sums: [5] }, units: { group3: 3, group6: 2 } }],
    groupBanker: [{ selection: { rows: [[7]] }, units: { group3: 18, group6: 36 } }],
    sumTail: [one({ rows: [[4]] })],
    special: ['leopard', 'straight', 'pair'].map((item) => one({ items: [item] }, item)),
  },
  4: {
    single: [one({ entries: ['1234'] })],
    group24: [one({ rows: [[1, 2, 3, 4]] }, 'group24')],
    group12: [one({ rows: [[1], [2, 3]] }, 'group12')],
    group6: [one({ rows: [[1, 2]] }, 'group6')],
    group4: [one({ rows: [[1], [2]] }, 'group4')],
  },
};

/** Every draw of `length` digits, in order: 10^length of them. */
export function allDraws(length: number): number[][] {
  const draws: number[][] = [];
  for (let n = 0; n < 10 ** length; n += 1)
    draws.push([...String(n).padStart(length, '0')].map(Number));
  return draws;
}

/** Settles `selection` against every draw and checks each level's total against units × p. */
export function expectLevelFrequencies(
  type: TBetType,
  { selection, units }: TProbabilityCase,
  draws: readonly number[][],
) {
  expect(type.validate(selection)).toEqual({ ok: true });
  const wins: Record<string, number> = {};
  for (const draw of draws)
    for (const [level, n] of Object.entries(type.settle(selection, draw)))
      wins[level] = (wins[level] ?? 0) + n;
  expect(Object.keys(wins).sort()).toEqual(Object.keys(units).sort());
  for (const level of type.levels) {
    const playing = units[level.id];
    if (playing === undefined) continue;
    const frequency = fraction(wins[level.id] ?? 0, draws.length);
    const expected = multiplyFractions(level.probability, fraction(playing, 1));
    expect(sameFraction(frequency, expected), `${type.id} ${level.id}`).toBe(true);
  }
}
