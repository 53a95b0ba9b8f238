import type { TDrawStatistics, ZDrawStatisticsRequest } from '@lottery/contracts';
import {
  deriveHashDraw,
  drawStatistics,
  families,
  parseWinningNumber,
  type TDrawFormat,
} from '@lottery/lottery';
import type { z } from 'zod';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { findGame, type TGame } from './game-catalogue.ts';

/**
 * POST /api/DrawHistory/Statistics: hot/cold, omissions and streaks over a game's latest drawn
 * issues, on the numbers bets are judged on: the winning number (Lucky 28's 3 digits, not the
 * Keno draw they come from), and for hash games the 5 digits derived from the block hash.
 */

/** The 5 digits (万千百十个) bets on a hash game are judged on. */
const hashDigits: TDrawFormat = { length: 5, min: 0, max: 9, distinct: false, ordered: true };

function statisticsFormatOf(game: TGame): TDrawFormat {
  if (game.family === 'hash') return hashDigits;
  const family = families.find((candidate) => candidate.id === game.family);
  if (!family) throw new Error(`game ${game.id} sells an unknown family ${game.family}`);
  return family.draw;
}

/** The judged numbers of a stored winning number; the server wrote it, so it always reads. */
function numbersOf(game: TGame, serial: string, winningNumber: string): readonly number[] {
  if (game.family === 'hash') return deriveHashDraw(winningNumber);
  const parsed = parseWinningNumber(game.categoryId, winningNumber);
  if (!parsed.ok)
    throw new Error(`game ${game.id} issue ${serial}: stored number unreadable (${parsed.reason})`);
  return parsed.numbers;
}

export async function drawStatisticsOf(
  db: TQueryable,
  request: z.output<typeof ZDrawStatisticsRequest>,
): Promise<TResult<TDrawStatistics>> {
  const game = await findGame(db, request.GameId);
  if (!game) return fail('GameNotFound');
  const rows = await db.query<{ serial_number: string; winning_number: string }>(
    `SELECT serial_number, winning_number FROM lottery_issues
      WHERE game_id = $1 AND state = 'drawn' ORDER BY draw_at DESC LIMIT $2`,
    [game.id, request.IssueCount],
  );
  const history = rows
    .map((row) => numbersOf(game, row.serial_number, row.winning_number))
    .reverse();
  const stats = drawStatistics(history, statisticsFormatOf(game));
  return succeed({
    GameId: game.id,
    IssueCount: stats.draws,
    LatestSerialNumber: rows[0]?.serial_number ?? null,
    Positions: stats.positions.map((position) => ({
      Position: position.position,
      Balls: position.balls.map((ball) => ({
        Ball: ball.ball,
        Hits: ball.hits,
        Omission: ball.omission,
        MaxOmission: ball.maxOmission,
        AverageOmission: ball.averageOmission,
        MaxStreak: ball.maxStreak,
      })),
      Hot: [...position.hot],
      Cold: [...position.cold],
    })),
    Streaks: stats.streaks.map((streak) => ({
      Position: streak.position,
      Kind: streak.kind,
      Outcome: streak.outcome,
      Length: streak.length,
    })),
  });
}
