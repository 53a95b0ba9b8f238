import type { TGameCatalogueEntry, TGameInfo, TLotteryGameData } from '@lottery/contracts';
/** The draws feature's test data (a 60-second SSC sealing 5 s before each draw), reused. */
import { catalogueEntry, gameData, infoAt } from '../../draws/testing/draws-fixtures.ts';

export { day0, drawn, issueAt, infoAt } from '../../draws/testing/draws-fixtures.ts';
export { fakeHub } from '../../draws/testing/fake-hub.ts';

/** Two in-house SSC games (official book) and a Speed 11x5 (two-sided 总和 and 龙虎 odds). */
export const sscFast = catalogueEntry({ MaxPayoutPerTicket: 400_000, MaxStakePerIssue: 50_000 });
export const sscFive = catalogueEntry({
  GameId: 3,
  GameCode: 'WFSSC',
  Name: { zh: '五分时时彩', en: '5-minute SSC' },
  SortOrder: 30,
  MaxPayoutPerTicket: 400_000,
  MaxStakePerIssue: 50_000,
});
const odds = (BetTypeId: string, items: readonly string[]) =>
  items.map((Item) => ({ BetTypeId, Item, Level: Item, OddsThousandths: 1985 }));
export const elevenFive = catalogueEntry({
  GameId: 8,
  GameCode: 'JS11X5',
  Name: { zh: '极速11选5', en: 'Speed 11x5' },
  CategoryId: 201,
  Family: '11x5',
  Books: ['official', 'twoSided'],
  SortOrder: 80,
  MaxPayoutPerTicket: 400_000,
  MaxStakePerIssue: 50_000,
  OddsTable: [
    ...odds('11x5.twoSided.sum', ['big', 'small', 'odd', 'even']),
    ...odds('11x5.twoSided.dragonTiger', ['dragon', 'tiger']),
  ],
});

export function multiBetData(games: TGameCatalogueEntry[]): TLotteryGameData {
  const data = gameData(games);
  return {
    ...data,
    Families: [
      ...data.Families,
      {
        Id: '11x5',
        Name: { zh: '11选5', en: '11x5' },
        Draw: { Length: 5, Min: 1, Max: 11, Distinct: true, Ordered: true },
      },
    ],
  };
}

/** What LotteryGame/Info answers at `nowMs` for a game of these fixtures. */
export const infoOf = (game: TGameCatalogueEntry, nowMs: number, drawnUpTo: number): TGameInfo => ({
  ...infoAt(nowMs, drawnUpTo),
  GameId: game.GameId,
  GameCode: game.GameCode,
  GameName: game.Name.en,
  CategoryId: game.CategoryId,
});
