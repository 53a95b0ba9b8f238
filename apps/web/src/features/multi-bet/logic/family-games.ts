import type { TGameCatalogueEntry, TLotteryGameData } from '@lottery/contracts';

export interface TFamilyEntry {
  id: string;
  name: { zh: string; en: string };
}

/**
 * The rules families (LotteryGame/Data Families) that have a game, in the order of their first
 * game (Data lists games by sort order): the /MultiBet/:type screens that exist.
 */
export function familiesWithGames(data: TLotteryGameData): TFamilyEntry[] {
  const seen = new Set<string>();
  const entries: TFamilyEntry[] = [];
  for (const game of data.Games) {
    if (seen.has(game.Family)) continue;
    seen.add(game.Family);
    const family = data.Families.find((item) => item.Id === game.Family);
    entries.push({ id: game.Family, name: family?.Name ?? { zh: game.Family, en: game.Family } });
  }
  return entries;
}

/** Every game of one family, by sort order; empty for an unknown family. */
export const gamesOfFamily = (data: TLotteryGameData, familyId: string): TGameCatalogueEntry[] =>
  data.Games.filter((game) => game.Family === familyId);

/** Games drawn per issue (not MiaoMiao, which draws per bet and has no issue to count down). */
export const isScheduledGame = (game: TGameCatalogueEntry) => game.DrawSource !== 'instant';
