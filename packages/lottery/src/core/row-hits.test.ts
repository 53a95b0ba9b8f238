import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allBetTypes, families } from '../catalogue.ts';
import { arbitraryDraw } from '../test-support/bet-type-laws.ts';
import { arbitrarySelection } from './kit/test-selections.ts';
import { rowHitsHold } from './row-hits.ts';

describe('rowHitsHold', () => {
  const selection = { rows: [[1, 2], [], [7]] };

  it('needs every hit for all and one hit for any', () => {
    const hits = [
      { row: 0, ball: 2 },
      { row: 2, ball: 8 },
    ];
    expect(rowHitsHold({ need: 'all', hits }, selection)).toBe(false);
    expect(rowHitsHold({ need: 'any', hits }, selection)).toBe(true);
    expect(rowHitsHold({ need: 'all', hits: hits.slice(0, 1) }, selection)).toBe(true);
  });

  it('finds nothing in rows the selection lacks or leaves empty', () => {
    expect(rowHitsHold({ need: 'any', hits: [{ row: 1, ball: 0 }] }, selection)).toBe(false);
    expect(rowHitsHold({ need: 'any', hits: [{ row: 5, ball: 1 }] }, selection)).toBe(false);
    expect(rowHitsHold({ need: 'any', hits: [{ row: 0, ball: 1 }] }, { items: ['big'] })).toBe(
      false,
    );
  });
});

// Settlement closes, unread, every ticket whose selection fails its type's condition: a type
// whose condition a winning selection could fail would have winners closed as losers.
describe.each(allBetTypes.filter((type) => type.winRequires).map((type) => [type.id, type]))(
  '%s: what a win requires',
  (_id, type) => {
    const format = families.find((family) => family.id === type.family)?.draw;
    if (!format) throw new Error(`no draw format for ${type.id}`);
    const draws = arbitraryDraw(format.length, format.min, format.max, format.distinct);

    it('holds for every selection that wins, and fails for some that lose', () => {
      let failed = 0;
      fc.assert(
        fc.property(arbitrarySelection(type, 4), draws, (selection, draw) => {
          const wins = Object.keys(type.settle(selection, draw)).length > 0;
          const holds = rowHitsHold(type.winRequires!(draw), selection);
          if (wins) expect(holds).toBe(true);
          if (!holds) failed += 1;
        }),
        { numRuns: 300 },
      );
      // A condition every selection meets would close nothing.
      expect(failed).toBeGreaterThan(0);
    });
  },
);
