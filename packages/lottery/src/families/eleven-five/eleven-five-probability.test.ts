import { describe, it } from 'vitest';
import { allDraws } from '../../core/kit/draw-enumeration.ts';
import { expectLevelProbabilities } from '../../core/kit/probability-check.ts';
import { oneUnitSelections } from '../../core/kit/test-selections.ts';
import { elevenFiveTypes } from './eleven-five-types.ts';

/** Every level of every 11x5 type against all 55,440 ordered draws, as exact fractions. */
describe('11x5 level probabilities by enumeration', () => {
  const draws = allDraws(5, 1, 11, true);

  it('enumerates 55,440 draws', () => {
    if (draws.length !== 55_440) throw new Error(`${draws.length} draws`);
  });

  it.each(elevenFiveTypes.map((type) => [type.id, type] as const))('%s', (_, type) => {
    expectLevelProbabilities(type, oneUnitSelections(type), () => draws);
  });
});
