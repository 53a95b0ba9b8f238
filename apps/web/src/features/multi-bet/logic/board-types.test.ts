import { findBetType } from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { elevenFive, sscFast } from '../testing/multi-bet-fixtures.ts';
import { comboBoardOf, comboTypeIds, offersType, oddsOf, quickBetOf } from './board-types.ts';

describe('board types', () => {
  it('names only item types of the rules engine, each in its own family', () => {
    for (const [family, ids] of Object.entries(comboTypeIds))
      for (const id of ids) {
        const type = findBetType(id);
        expect(type?.family, id).toBe(family);
        expect(type?.shape.kind, id).toBe('items');
      }
  });

  it('builds an SSC tile on the official book and an 11x5 tile on the two-sided one', () => {
    expect(comboBoardOf(sscFast)).toMatchObject({
      book: 'official',
      types: [{ id: 'ssc.bigSmall.sum5' }, { id: 'ssc.dragonTiger.w-g' }],
    });
    expect(comboBoardOf(elevenFive)).toMatchObject({
      book: 'twoSided',
      types: [{ id: '11x5.twoSided.sum' }, { id: '11x5.twoSided.dragonTiger' }],
    });
  });

  it('leaves out a two-sided type the odds table does not list, and a book the game lacks', () => {
    const sumOnly = {
      ...elevenFive,
      OddsTable: elevenFive.OddsTable.filter((row) => row.BetTypeId === '11x5.twoSided.sum'),
    };
    expect(comboBoardOf(sumOnly)?.types.map((type) => type.id)).toEqual(['11x5.twoSided.sum']);
    const officialOnly = { ...elevenFive, Books: ['official' as const] };
    expect(comboBoardOf(officialOnly)).toBeNull();
    expect(offersType(sscFast, findBetType('11x5.twoSided.sum')!)).toBe(false);
  });

  it("quick-bets the two-sided 总和 when sold, else a random pick of the family's first type", () => {
    expect(quickBetOf(elevenFive)).toMatchObject({
      kind: 'items',
      board: { book: 'twoSided', types: [{ id: '11x5.twoSided.sum' }] },
    });
    expect(quickBetOf(sscFast)).toMatchObject({
      kind: 'randomPick',
      type: { id: 'ssc.star5.direct' },
    });
    expect(quickBetOf({ ...elevenFive, OddsTable: [] })).toMatchObject({
      kind: 'randomPick',
      type: { id: '11x5.front3.direct' },
    });
    expect(quickBetOf({ ...sscFast, Books: ['twoSided'] })).toBeNull();
  });

  it("reads an item's odds from the game's table", () => {
    expect(oddsOf(elevenFive, '11x5.twoSided.sum', 'big')).toBe(1985);
    expect(oddsOf(elevenFive, '11x5.twoSided.sum', 'tie')).toBeNull();
  });
});
