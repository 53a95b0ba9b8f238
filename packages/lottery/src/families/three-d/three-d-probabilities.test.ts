import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import {
  allDraws,
  expectLevelFrequencies,
  probabilityCases,
  type TProbabilityCase,
} from '../ssc/window-probability-cases.ts';
import { p5Family, p5Types, threeDFamily, threeDTypes } from './three-d-types.ts';

const windowSize: Record<string, number> = {
  star3: 3,
  front3: 3,
  mid3: 3,
  back3: 3,
  front2: 2,
  back2: 2,
};

/** The representative selections of a type (see ../ssc/window-probability-cases.ts). */
function casesOf(type: TBetType, positions: number): TProbabilityCase[] {
  const [, group = '', method = ''] = type.id.split('.');
  if (group !== 'fixed') return probabilityCases[windowSize[group] ?? 0]?.[method] ?? [];
  const rows = Array.from({ length: positions }, (_, p) => [p]);
  return [{ selection: { rows }, units: { first: positions } }];
}

describe.each([
  ['3D / PL3', threeDFamily, threeDTypes],
  ['P5', p5Family, p5Types],
] as const)(
  '%s: each level wins as often as its probability says (every draw)',
  (_, family, types) => {
    const draws = allDraws(family.draw.length);

    it('has a representative selection for every level of every type', () => {
      for (const type of types) {
        const covered = new Set(
          casesOf(type, family.draw.length).flatMap((c) => Object.keys(c.units)),
        );
        expect([...covered].sort(), type.id).toEqual(type.levels.map((l) => l.id).sort());
      }
    });

    it.each(types.map((type) => [type.id, type] as const))('%s', (_, type) => {
      for (const c of casesOf(type, family.draw.length)) expectLevelFrequencies(type, c, draws);
    });
  },
);
