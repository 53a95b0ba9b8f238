import type { TOddsRow } from '@lottery/contracts';
import { tieLevel, type TBetType, type TOddsTable } from '@lottery/lottery';

/** A game's two-sided odds by bet type and level, thousandths (LotteryGame/Data OddsTable rows). */
export type TOddsBook = ReadonlyMap<string, number>;

export const oddsKeyOf = (betTypeId: string, level: string) => `${betTypeId}|${level}`;

export function oddsBookOf(rows: readonly TOddsRow[]): TOddsBook {
  return new Map(rows.map((row) => [oddsKeyOf(row.BetTypeId, row.Level), row.OddsThousandths]));
}

/** The book with a BetNumberOddsUpdate's rows in place of theirs. */
export function withOddsRows(book: TOddsBook, rows: readonly TOddsRow[]): TOddsBook {
  const next = new Map(book);
  for (const row of rows) next.set(oddsKeyOf(row.BetTypeId, row.Level), row.OddsThousandths);
  return next;
}

/**
 * The odds table packages/lottery prices a type with. Data carries no tie rules: a tie's rule
 * changes neither a ticket's units and amount nor what its outcomes win, only whether a tie is
 * refunded, so 'lose' stands in where the type has an unpriced tie (the table must name one).
 */
export function oddsTableOf(book: TOddsBook, types: readonly TBetType[]): TOddsTable {
  const table: Record<string, TOddsTable[string]> = {};
  for (const type of types) {
    const odds: Record<string, number> = {};
    for (const level of type.levels) {
      const value = book.get(oddsKeyOf(type.id, level.id));
      if (value !== undefined) odds[level.id] = value;
    }
    if (Object.keys(odds).length === 0) continue;
    const hasUnpricedTie = type.levels.some((level) => level.id === tieLevel) && !odds[tieLevel];
    table[type.id] = hasUnpricedTie ? { odds, tie: 'lose' } : { odds };
  }
  return table;
}
