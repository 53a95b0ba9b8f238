import type { TQueryable } from '../../db/database.ts';

/**
 * The report figures recomputed from the tickets and rebates themselves, by site day, game and
 * player, under the summaries' rule (migration 0019): what the summary tables must always equal.
 * For tests and the benchmark's comparison; never for a screen, which reads the summaries.
 */
export interface TRawFigureRow {
  day: number;
  game_id: number;
  user_id: number;
  tickets: number;
  turnover: bigint;
  prize: bigint;
  rebate: bigint;
}

export async function rawPlayerDayFigures(db: TQueryable): Promise<TRawFigureRow[]> {
  const rows = await db.query<TRawFigureRow>(
    `SELECT ((at + 28800000) / 86400000)::int AS day, game_id, user_id, sum(tickets)::int AS tickets,
            sum(turnover)::bigint AS turnover, sum(prize)::bigint AS prize,
            sum(rebate)::bigint AS rebate
       FROM (SELECT settled_at AS at, game_id, user_id, 1 AS tickets, amount AS turnover, prize,
                    0 AS rebate
               FROM bet_tickets WHERE state IN (2, 3)
             UNION ALL
             SELECT r.created_at, t.game_id, t.user_id, 0, 0, 0, r.amount
               FROM bet_rebates r JOIN bet_tickets t ON t.id = r.ticket_id) AS c
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  return rows.map(normalised);
}

export async function summaryPlayerDayFigures(db: TQueryable): Promise<TRawFigureRow[]> {
  const rows = await db.query<TRawFigureRow>(
    `SELECT day, game_id, user_id, tickets, turnover, prize, rebate FROM report_player_days
      WHERE tickets <> 0 OR turnover <> 0 OR prize <> 0 OR rebate <> 0 ORDER BY 1, 2, 3`,
  );
  return rows.map(normalised);
}

function normalised(row: TRawFigureRow): TRawFigureRow {
  return {
    day: Number(row.day),
    game_id: Number(row.game_id),
    user_id: Number(row.user_id),
    tickets: Number(row.tickets),
    turnover: BigInt(row.turnover),
    prize: BigInt(row.prize),
    rebate: BigInt(row.rebate),
  };
}
