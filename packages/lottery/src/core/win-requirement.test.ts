import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allBetTypes, families } from '../catalogue.ts';
import { arbitraryDraw } from '../test-support/bet-type-laws.ts';
import { arbitrarySelection } from './kit/test-selections.ts';
import { requirementHolds } from './win-requirement.ts';

describe('requirementHolds', () => {
  const selection = { rows: [[1, 2], [], [7]] };
  const rows = (need: 'all' | 'any', hits: { row: number; ball: number }[]) =>
    ({ kind: 'rows', need, hits }) as const;

  it('needs every hit for all and one hit for any', () => {
    const hits = [
      { row: 0, ball: 2 },
      { row: 2, ball: 8 },
    ];
    expect(requirementHolds(rows('all', hits), selection)).toBe(false);
    expect(requirementHolds(rows('any', hits), selection)).toBe(true);
    expect(requirementHolds(rows('all', hits.slice(0, 1)), selection)).toBe(true);
  });

  it('finds nothing in rows the selection lacks or leaves empty', () => {
    expect(requirementHolds(rows('any', [{ row: 1, ball: 0 }]), selection)).toBe(false);
    expect(requirementHolds(rows('any', [{ row: 5, ball: 1 }]), selection)).toBe(false);
    expect(requirementHolds(rows('any', [{ row: 0, ball: 1 }]), { items: ['big'] })).toBe(false);
  });

  it('needs a picked item of every group', () => {
    const items = { kind: 'items', groups: [['big', 'odd']] } as const;
    expect(requirementHolds(items, { items: ['small', 'odd'] })).toBe(true);
    expect(requirementHolds(items, { items: ['small', 'even'] })).toBe(false);
    expect(requirementHolds(items, selection)).toBe(false);
    expect(requirementHolds({ kind: 'items', groups: [[]] }, { items: ['big'] })).toBe(false);
    const two = { kind: 'items', groups: [['s.big', 's.odd'], ['g.small']] } as const;
    expect(requirementHolds(two, { items: ['s.odd', 'g.small', 'g.big'] })).toBe(true);
    expect(requirementHolds(two, { items: ['s.odd', 's.big', 'g.big'] })).toBe(false);
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
          const holds = requirementHolds(type.winRequires!(draw), selection);
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
