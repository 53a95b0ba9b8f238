import { expect } from 'vitest';
import type { TBetType } from '../bet-type.ts';
import { fraction, type TFraction } from '../fraction.ts';
import type { TSelection } from '../selection.ts';

/**
 * Settles one-unit selections of a type against equally likely draws and checks that each level's
 * win frequency equals the level's `probability` exactly, and that every level is reached.
 */
export function expectLevelProbabilities(
  type: TBetType,
  selections: readonly TSelection[],
  draws: (selection: TSelection) => readonly (readonly number[])[],
) {
  const reached = new Set<string>();
  for (const selection of selections) {
    expect(type.count(selection), JSON.stringify(selection)).toBe(1);
    const all = draws(selection);
    const wins: Record<string, number> = {};
    for (const draw of all) {
      for (const [level, units] of Object.entries(type.settle(selection, draw)))
        wins[level] = (wins[level] ?? 0) + units;
    }
    expect(Object.keys(wins).length, JSON.stringify(selection)).toBeGreaterThan(0);
    for (const [level, won] of Object.entries(wins)) {
      const declared = type.levels.find((l) => l.id === level)?.probability;
      const found: TFraction = fraction(won, all.length);
      expect({ selection, level, p: show(found) }).toEqual({ selection, level, p: show(declared) });
      reached.add(level);
    }
  }
  expect([...reached].sort()).toEqual(type.levels.map((l) => l.id).sort());
}

const show = (p: TFraction | undefined) => (p ? `${p.num}/${p.den}` : 'none');
