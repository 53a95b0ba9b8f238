import type { TLanguage } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { gameNameIn, listGames } from '../lottery/game-catalogue.ts';

/** Game names by id, in one language: a voucher's games are shown by name. */
export type TGameNames = ReadonlyMap<number, string>;

/** The catalogue is a few dozen games: one read per answer, no cache to keep in step. */
export async function readGameNames(db: TQueryable, language: TLanguage): Promise<TGameNames> {
  const games = await listGames(db);
  return new Map(games.map((game) => [game.id, gameNameIn(game, language)]));
}
