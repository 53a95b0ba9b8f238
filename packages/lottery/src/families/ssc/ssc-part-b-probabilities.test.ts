import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import { choose } from '../../core/combinatorics.ts';
import { sscPartBTypes } from './ssc-part-b-types.ts';
import {
  allDraws,
  expectLevelFrequencies,
  probabilityCases,
  type TProbabilityCase,
} from './window-probability-cases.ts';

/** All 100,000 SSC draws. */
const draws = allDraws(5);

const windowSize: Record<string, number> = { front3: 3, mid3: 3, back3: 3, front2: 2, back2: 2 };
/** Non-adjacent check-boxes, so the 任选 subsets are not windows by accident. */
const someBoxes: Record<number, number[]> = { 2: [1, 4], 3: [0, 2, 4], 4: [0, 1, 3, 4] };

const scaled = (c: TProbabilityCase, times: number, positions: number[]): TProbabilityCase => ({
  selection: { ...c.selection, positions },
  units: Object.fromEntries(Object.entries(c.units).map(([level, n]) => [level, n * times])),
});

/** The representative selections of a type (see window-probability-cases.ts). */
function casesOf(type: TBetType): TProbabilityCase[] {
  const [, group = '', method = ''] = type.id.split('.');
  const size = windowSize[group];
  if (size) return probabilityCases[size]?.[method] ?? [];
  if (group === 'fixed')
    return [
      { selection: { rows: [[0], [], [], [], []] }, units: { first: 1 } },
      { selection: { rows: [[3], [4], [5], [6], [7]] }, units: { first: 5 } },
    ];
  const k = Number(group.replace('any', ''));
  if (method === 'direct') {
    const rows = [0, 1, 2, 3, 4].map((p) => (someBoxes[k]?.includes(p) ? [p + 1] : []));
    return [{ selection: { rows }, units: { first: 1 } }];
  }
  return (probabilityCases[k]?.[method] ?? []).flatMap((c) => [
    scaled(c, 1, someBoxes[k] ?? []),
    scaled(c, choose(5, k), [0, 1, 2, 3, 4]),
  ]);
}

describe('SSC part B: each level wins as often as its probability says (all 100,000 draws)', () => {
  it('has a representative selection for every level of every type', () => {
    for (const type of sscPartBTypes) {
      const covered = new Set(casesOf(type).flatMap((c) => Object.keys(c.units)));
      expect([...covered].sort(), type.id).toEqual(type.levels.map((l) => l.id).sort());
    }
  });

  it.each(sscPartBTypes.map((type) => [type.id, type] as const))('%s', (_, type) => {
    for (const c of casesOf(type)) expectLevelFrequencies(type, c, draws);
  });
});
