import type { TQueryable } from '../../../db/database.ts';

/**
 * A game's issues that have opened (those created ahead are not listed), newest draw first, with what an operator checks on each: state, result and
 * its sources (every report kept, disputed or not), the proof (commitment, the seed once drawn,
 * the public entropy) and the money (tickets, stakes, prizes paid) from one aggregate over the
 * page's issues.
 */

interface TIssueRow {
  serial_number: string;
  state: 'scheduled' | 'drawn' | 'cancelled';
  start_at: string;
  close_at: string;
  draw_at: string;
  winning_number: string | null;
  original_winning_number: string | null;
  result_source: string | null;
  disputed: boolean;
  cancelled_reason: string | null;
  settled_at: string | null;
  commitment: string | null;
  server_seed: string | null;
  entropy: string | null;
  entropy_ref: string | null;
  tickets: number;
  stake: string;
  prizes: string;
  reports: { source: string; winning_number: string; reported_at: number }[] | null;
  total: number;
}

export async function listAdminIssues(
  db: TQueryable,
  query: { GameId: number; Page: number; PageSize: number },
  now: number,
) {
  const rows = await db.query<TIssueRow>(
    `WITH page AS (
       SELECT i.*, count(*) OVER ()::int AS total FROM lottery_issues i
        WHERE i.game_id = $1 AND i.start_at <= $4 ORDER BY i.draw_at DESC LIMIT $2 OFFSET $3
     )
     SELECT p.serial_number, p.state, p.start_at, p.close_at, p.draw_at, p.winning_number,
            p.original_winning_number, p.result_source, p.disputed, p.cancelled_reason,
            p.settled_at, p.commitment,
            CASE WHEN p.state = 'drawn' THEN p.server_seed END AS server_seed,
            p.entropy, p.entropy_ref, p.total,
            coalesce(m.tickets, 0) AS tickets, coalesce(m.stake, 0) AS stake,
            coalesce(m.prizes, 0) AS prizes, r.reports
       FROM page p
       LEFT JOIN LATERAL (
         SELECT count(*)::int AS tickets, sum(t.amount) AS stake,
                sum(t.prize) FILTER (WHERE t.state = 3) AS prizes
           FROM bet_tickets t WHERE t.game_id = p.game_id AND t.issue_serial = p.serial_number
       ) m ON true
       LEFT JOIN LATERAL (
         SELECT jsonb_agg(jsonb_build_object('source', rr.source,
                  'winning_number', rr.winning_number, 'reported_at', rr.reported_at)
                  ORDER BY rr.reported_at) AS reports
           FROM lottery_result_reports rr
          WHERE rr.game_id = p.game_id AND rr.serial_number = p.serial_number
       ) r ON true
      ORDER BY p.draw_at DESC`,
    [query.GameId, query.PageSize, (query.Page - 1) * query.PageSize, now],
  );
  return {
    Total: rows[0]?.total ?? 0,
    Issues: rows.map((row) => ({
      SerialNumber: row.serial_number,
      State: row.state,
      StartTime: Number(row.start_at),
      CloseTime: Number(row.close_at),
      DrawTime: Number(row.draw_at),
      WinningNumber: row.winning_number,
      OriginalWinningNumber: row.original_winning_number,
      ResultSource: row.result_source,
      Disputed: row.disputed,
      CancelledReason: row.cancelled_reason,
      Settled: row.settled_at !== null,
      Tickets: row.tickets,
      Stake: BigInt(row.stake),
      Prizes: BigInt(row.prizes ?? 0),
      Commitment: row.commitment,
      ServerSeed: row.server_seed,
      Entropy: row.entropy,
      EntropyRef: row.entropy_ref,
      Reports: (row.reports ?? []).map((report) => ({
        Source: report.source,
        WinningNumber: report.winning_number,
        ReportedAt: Number(report.reported_at),
      })),
    })),
  };
}
