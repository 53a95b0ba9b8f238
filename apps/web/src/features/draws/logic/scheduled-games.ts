import type { TGameCatalogueEntry, TLotteryGameData } from '@lottery/contracts';

/** Scheduled games (every game but the instant ones), by sort order as Data lists them. */
export const scheduledGames = (data: TLotteryGameData): TGameCatalogueEntry[] =>
  data.Games.filter((game) => game.DrawSource !== 'instant');
