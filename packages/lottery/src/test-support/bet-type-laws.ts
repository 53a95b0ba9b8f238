import fc from 'fast-check';
import { expect } from 'vitest';
import type { TBetType } from '../core/bet-type.ts';
import { requirementHolds } from '../core/win-requirement.ts';
import type { TSelection } from '../core/selection.ts';

/**
 * The laws every bet type obeys (issue 6): the count equals the number of expanded units;
 * settling equals checking each expanded unit; never more winning units than units per level;
 * a selection that fails what its type says a win requires (winRequires) wins nothing.
 * `selections` must produce valid selections; `draws` valid draws of the family.
 */
export function checkBetTypeLaws(
  type: TBetType,
  selections: fc.Arbitrary<TSelection>,
  draws: fc.Arbitrary<readonly number[]>,
  runs = 200,
) {
  fc.assert(
    fc.property(selections, draws, (selection, draw) => {
      expect(type.validate(selection)).toEqual({ ok: true });
      const units = [...type.expand(selection)];
      expect(units.length).toBe(type.count(selection));
      const oneByOne: Record<string, number> = {};
      for (const unit of units) {
        for (const level of type.settleUnit(unit, draw))
          oneByOne[level] = (oneByOne[level] ?? 0) + 1;
      }
      const settled = type.settle(selection, draw);
      expect(settled).toEqual(oneByOne);
      for (const wins of Object.values(settled)) expect(wins).toBeLessThanOrEqual(units.length);
      for (const level of Object.keys(settled))
        expect(type.levels.map((l) => l.id)).toContain(level);
      if (type.winRequires && !requirementHolds(type.winRequires(draw), selection))
        expect(settled).toEqual({});
    }),
    { numRuns: runs },
  );
}

/** Arbitrary rows of distinct balls in [min, max], `rows` of them, each of minPicks..maxPicks. */
export function arbitraryRows(
  rows: number,
  min: number,
  max: number,
  minPicks = 1,
  maxPicks = max - min + 1,
) {
  const ball = fc.integer({ min, max });
  return fc
    .array(fc.uniqueArray(ball, { minLength: minPicks, maxLength: maxPicks }), {
      minLength: rows,
      maxLength: rows,
    })
    .map((r): TSelection => ({ rows: r }));
}

/** Arbitrary draws of `length` balls in [min, max], distinct when asked. */
export function arbitraryDraw(length: number, min: number, max: number, distinct: boolean) {
  const ball = fc.integer({ min, max });
  return distinct
    ? fc.uniqueArray(ball, { minLength: length, maxLength: length })
    : fc.array(ball, { minLength: length, maxLength: length });
}
