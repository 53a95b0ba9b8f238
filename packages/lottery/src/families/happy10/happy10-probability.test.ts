import { describe, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import type { TSelection } from '../../core/selection.ts';
import { placeDraws, placementDraws, setDraws } from '../../core/kit/draw-enumeration.ts';
import { expectLevelProbabilities } from '../../core/kit/probability-check.ts';
import { oneUnitSelections } from '../../core/kit/test-selections.ts';
import { happy10Types } from './happy10-types.ts';

/**
 * Happy 10 has ≈5.1e9 ordered draws, so each type is enumerated on what it looks at:
 * - 任选 and 总和 judge the draw as a set: all C(20,8) = 125,970 sets;
 * - 前三, 定位, per-ball two-sided and 龙虎 look at fixed places: every ordered choice on them
 *   (前三: 20·19·18 = 6840), the other places filled ascending;
 * - 选二连 depends only on where its two balls land: all 20·19 = 380 placements in a shuffle of
 *   the 20 balls whose first 8 slots are the draw.
 */
const sets = setDraws(8, 1, 20);

function drawsFor(type: TBetType, selection: TSelection): readonly (readonly number[])[] {
  const [, group = '', method = ''] = type.id.split('.');
  if (group === 'any' || method === 'sum') return sets;
  if (group === 'front3') return placeDraws([0, 1, 2], 8, 1, 20);
  if (group === 'adjacent2') return placementDraws(selection.rows?.flat() ?? [], 8, 1, 20);
  if (group === 'position')
    return placeDraws([selection.rows?.findIndex((row) => row.length > 0) ?? -1], 8, 1, 20);
  if (method.startsWith('ball')) return placeDraws([Number(method.slice(4)) - 1], 8, 1, 20);
  if (method === 'dragonTiger') return placeDraws([0, 7], 8, 1, 20);
  throw new Error(`no draws for ${type.id}`);
}

describe('Happy 10 level probabilities by enumeration', () => {
  it.each(happy10Types.map((type) => [type.id, type] as const))('%s', (_, type) => {
    expectLevelProbabilities(type, oneUnitSelections(type), (selection) =>
      drawsFor(type, selection),
    );
  });
});
