import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed } from '../../../platform/result.ts';
import { findGame } from '../game-catalogue.ts';
import { oddsRows } from '../game-data.ts';
import { twoSidedOddsInForce } from '../odds/odds-in-force.ts';

/**
 * A game's two-sided odds in force (defaults with the administrators' overrides), in the rows
 * LotteryGame/Data and SetTwoSidedOdds use, for the Games section's odds editor; empty for a
 * game without the two-sided book.
 */
export async function gameOdds(db: TQueryable, gameId: number) {
  const game = await findGame(db, gameId);
  if (!game) return fail('GameNotFound');
  if (!game.books.includes('twoSided')) return succeed({ GameId: gameId, Odds: [] });
  const table = await twoSidedOddsInForce(db, game);
  return succeed({ GameId: gameId, Odds: oddsRows(table) });
}
