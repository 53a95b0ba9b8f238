import { describe, it } from 'vitest';
import { allDraws } from '../../core/kit/draw-enumeration.ts';
import { expectLevelProbabilities } from '../../core/kit/probability-check.ts';
import { oneUnitSelections } from '../../core/kit/test-selections.ts';
import { k3Types } from './k3-types.ts';

/** Every level of every K3 type against all 216 ordered throws, as exact fractions. */
describe('K3 level probabilities by enumeration', () => {
  const draws = allDraws(3, 1, 6, false);

  it.each(k3Types.map((type) => [type.id, type] as const))('%s', (_, type) => {
    const selections = oneUnitSelections(type);
    // Face-per-unit types: every face, not only the first.
    const faces =
      type.shape.kind === 'rows' &&
      type.shape.rows.length === 1 &&
      type.shape.rows[0]?.minPicks === 1
        ? [1, 2, 3, 4, 5, 6].map((face) => ({ rows: [[face]] }))
        : [];
    const pairs = type.id === 'k3.pair.single' ? [{ rows: [[6], [1]] }, { rows: [[2], [5]] }] : [];
    expectLevelProbabilities(type, [...selections, ...faces, ...pairs], () => draws);
  });
});
