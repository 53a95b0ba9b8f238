import { catalogueEntry, drawn } from '../../../draws/testing/draws-fixtures.ts';
import type {
  TDrawHistoryResponse,
  TGameCatalogueEntry,
  TLotteryGameData,
} from '@lottery/contracts';
import { allBetTypes } from '@lottery/lottery';

/** A 1-minute SSC game (400,000 yuan a ticket at most): the draws feature's catalogue entry. */
export const sscGame = catalogueEntry;

/** LotteryGame/Data as the server builds it: every bet type of the engine, both books. */
export function gameDataWithTypes(games: TGameCatalogueEntry[]): TLotteryGameData {
  return {
    Families: [],
    Categories: [],
    ProfitGroups: [],
    Games: games,
    BetTypes: allBetTypes.map((type) => ({
      Id: type.id,
      Family: type.family,
      Name: type.name,
      Group: type.group,
      Book: type.book,
      Shape: type.shape,
      Levels: type.levels.map((level) => ({
        Id: level.id,
        Name: level.name,
        Probability: [Number(level.probability.num), Number(level.probability.den)] as [
          number,
          number,
        ],
      })),
    })),
  };
}

/**
 * A DrawHistory/Search page of drawn issues with these winning numbers, given OLDEST first as a
 * road reads them (issue 1 first); the page lists them newest first, as the server does.
 */
export function historyOf(numbers: readonly string[]): TDrawHistoryResponse {
  return {
    Items: numbers.map((number, i) => drawn(i + 1, number)).reverse(),
    TotalCount: numbers.length,
    PageIndex: 1,
    PageSize: 50,
  };
}
