import {
  maxReportDays,
  type TLanguage,
  type ZProfitReportRequest,
  type ZProfitReportResponse,
} from '@lottery/contracts';
import type { z } from 'zod';
import type { TQueryable } from '../../db/database.ts';
import { succeed, type TResult } from '../../platform/result.ts';
import {
  siteDateOfDayNumber,
  siteDateRange,
  siteDayNumberSql,
} from '../../platform/site-date-range.ts';
import { gameNameIn, listGames } from '../lottery/game-catalogue.ts';

/**
 * POST /api/ProfitReport/Get (research lottery.md §4.4 step 6): the caller's turnover, prizes,
 * rebates and profit per site day and per game over a range of site dates. A ticket counts once
 * settled (no prize or win; cancelled tickets count nothing), on the day it settled; a rebate on
 * the day it was credited, under the game of the ticket it came from (the caller's own tickets for
 * self-rebates, the downline's for agent rebates). Profit = prize + rebate − turnover.
 */

type TFigures = { Turnover: bigint; Prize: bigint; Rebate: bigint; Profit: bigint };

const zero = (): TFigures => ({ Turnover: 0n, Prize: 0n, Rebate: 0n, Profit: 0n });

function add(into: TFigures, row: { turnover: bigint; prize: bigint; rebate: bigint }) {
  into.Turnover += BigInt(row.turnover);
  into.Prize += BigInt(row.prize);
  into.Rebate += BigInt(row.rebate);
  into.Profit = into.Prize + into.Rebate - into.Turnover;
}

export async function profitReport(
  db: TQueryable,
  userId: number,
  request: z.output<typeof ZProfitReportRequest>,
  language: TLanguage,
): Promise<TResult<z.input<typeof ZProfitReportResponse>>> {
  const range = siteDateRange(request.StartDate, request.EndDate, maxReportDays);
  if (!range.ok) return range;
  const { fromMs, toMs } = range.value;
  // created_at < toMs only lets the planner use the owner's ticket index (a ticket settles after
  // it is placed); the settled_at bounds are the rule.
  const rows = await db.query<{
    day: number;
    game_id: number;
    turnover: bigint;
    prize: bigint;
    rebate: bigint;
  }>(
    `WITH figures AS (
       SELECT game_id, settled_at AS at, amount AS turnover, prize, 0::bigint AS rebate
         FROM bet_tickets
        WHERE user_id = $1 AND state IN (2, 3) AND created_at < $3
          AND settled_at >= $2 AND settled_at < $3
       UNION ALL
       SELECT t.game_id, r.created_at, 0, 0, r.amount
         FROM bet_rebates r JOIN bet_tickets t ON t.id = r.ticket_id
        WHERE r.user_id = $1 AND r.created_at >= $2 AND r.created_at < $3
     )
     SELECT ${siteDayNumberSql('at')}::int AS day, game_id, sum(turnover)::bigint AS turnover,
            sum(prize)::bigint AS prize, sum(rebate)::bigint AS rebate
       FROM figures GROUP BY 1, 2`,
    [userId, fromMs, toMs],
  );
  const days = new Map<number, TFigures>();
  const games = new Map<number, TFigures>();
  const total = zero();
  for (const row of rows) {
    const day = days.get(row.day) ?? zero();
    const game = games.get(row.game_id) ?? zero();
    add(day, row);
    add(game, row);
    add(total, row);
    days.set(row.day, day);
    games.set(row.game_id, game);
  }
  const catalogue = new Map((await listGames(db)).map((game) => [game.id, game]));
  return succeed({
    Days: [...days]
      .sort(([a], [b]) => b - a)
      .map(([day, figures]) => ({ Date: siteDateOfDayNumber(day), ...figures })),
    Games: [...games]
      .sort(([a], [b]) => a - b)
      .map(([gameId, figures]) => {
        const game = catalogue.get(gameId);
        return { GameId: gameId, GameName: game ? gameNameIn(game, language) : '', ...figures };
      }),
    Total: total,
  });
}
