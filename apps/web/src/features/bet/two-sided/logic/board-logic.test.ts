import { allBetTypes } from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { boardSectionsOf, type TBoardBetType } from './board-layout.ts';
import { boardSummaryOf } from './board-tickets.ts';
import { oddsBookOf, oddsTableOf } from './odds-book.ts';

/** Data's BetTypes of a family, as far as the layout reads them. */
const betTypesOf = (family: string) =>
  allBetTypes
    .filter((type) => type.family === family)
    .map((type) => ({
      Id: type.id,
      Family: type.family,
      Name: type.name,
      Group: type.group,
      Book: type.book,
      Shape: type.shape,
      Levels: [],
    }));

const find = (betTypes: TBoardBetType[], id: string) =>
  betTypes.find((betType) => betType.id === id) as TBoardBetType;

describe('the board of other shapes', () => {
  it('gives Lucky 28 特码 a chip per sum, priced at its sum level', () => {
    const betTypes = boardSectionsOf(betTypesOf('lucky28'), 'lucky28').flatMap((s) => s.betTypes);
    const exact = find(betTypes, 'lucky28.sum.exact');
    expect(exact.chips.map((chip) => chip.pick)).toEqual(Array.from({ length: 28 }, (_, i) => i));
    expect(exact.chips[13]).toMatchObject({ level: 'sum13', name: { en: '13' } });
    // Every level priced, as Data lists them (a table missing one is refused).
    const book = oddsBookOf(
      exact.chips.map((chip) => ({
        BetTypeId: exact.id,
        Item: '',
        Level: chip.level ?? '',
        OddsThousandths: 12_500,
      })),
    );
    const picks = [exact.chips[14]!, exact.chips[13]!].map((chip) => ({ chip, stake: 2000n }));
    const table = oddsTableOf(book, [exact.type]);
    const { tickets, amount, win } = boardSummaryOf(picks, betTypes, table, 400_000_000n);
    expect(tickets.map((ticket) => ticket.selection)).toEqual([{ sums: [13, 14] }]);
    expect({ amount, win }).toEqual({ amount: 4000n, win: 50_000n });
  });

  it("prices 连肖 at its type's levels and says when too few items are picked", () => {
    const betTypes = boardSectionsOf(betTypesOf('marksix'), 'marksix').flatMap((s) => s.betTypes);
    const link = find(betTypes, 'marksix.zodiacLink.hit3');
    expect(link.chips.every((chip) => chip.level === null)).toBe(true);
    expect(link.typeLevels.map((level) => level.id)).toEqual(['first', 'withYearAnimal']);
    const book = oddsBookOf([
      { BetTypeId: link.id, Item: '', Level: 'first', OddsThousandths: 12_000 },
      { BetTypeId: link.id, Item: '', Level: 'withYearAnimal', OddsThousandths: 10_000 },
    ]);
    const table = oddsTableOf(book, [link.type]);
    const pick = (count: number) =>
      link.chips.slice(0, count).map((chip) => ({ chip, stake: 1000n }));
    const [tooFew] = boardSummaryOf(pick(2), betTypes, table, 400_000_000n).tickets;
    expect(tooFew?.price).toEqual({ ok: false, fault: 'tooFew' });
    // Four zodiacs make four units of three; each pays at most the best level, 12.000.
    const four = boardSummaryOf(pick(4), betTypes, table, 400_000_000n);
    expect(four.tickets[0]?.price).toEqual({ ok: true, units: 4, amount: 4000n });
    expect(four.win).toBe(48_000n);
  });
});
