import type {
  TLanguage,
  TScheduleRecordSearchRequest,
  TScheduleRecordSearchResponse,
  TScheduleState,
  TScheduleStopReason,
} from '@lottery/contracts';
import { findBetType } from '@lottery/lottery';
import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { siteDateRange } from '../../../platform/site-date-range.ts';
import { ticketOfStored, type TStoredScheduleTicket } from './schedule-ticket.ts';

/**
 * POST /api/ScheduleRecord/Search: the caller's chained bets, newest first, filtered by game,
 * state and the site date (UTC+8) they were made on, a page at a time, each with its issues and
 * what its tickets did so far.
 */

interface TPlanRow {
  id: bigint;
  game_id: number;
  name_zh: string;
  name_en: string;
  ticket: TStoredScheduleTicket;
  stop_if_win: boolean;
  stop_if_loss: boolean;
  stop_at_profit: bigint | null;
  state: TScheduleState;
  stop_reason: TScheduleStopReason | null;
  total_amount: bigint;
  created_at: bigint;
  finished_at: bigint | null;
}

interface TIssueRow {
  schedule_id: bigint;
  issue_serial: string;
  multiple: number;
  amount: bigint;
  state: 'waiting' | 'placed' | 'released';
  ticket_id: bigint | null;
  ticket_state: number | null;
  ticket_amount: bigint | null;
  prize: bigint | null;
  winning_number: string | null;
}

/** [from, to) of the optional site dates; a missing end is open. */
function createdRange(
  request: TScheduleRecordSearchRequest,
): TResult<{ fromMs: number | null; toMs: number | null }> {
  const dayOf = (date: string) => siteDateRange(date, date, 1);
  const from = request.DateFrom === undefined ? null : dayOf(request.DateFrom);
  const to = request.DateTo === undefined ? null : dayOf(request.DateTo);
  if (from && !from.ok) return from;
  if (to && !to.ok) return to;
  const fromMs = from?.value.fromMs ?? null;
  const toMs = to?.value.toMs ?? null;
  if (fromMs !== null && toMs !== null && toMs <= fromMs) return fail('ReportDateRangeInvalid');
  return succeed({ fromMs, toMs });
}

const filterSql = `s.user_id = $1 AND ($2::int IS NULL OR s.game_id = $2)
  AND ($3::text IS NULL OR s.state = $3)
  AND ($4::bigint IS NULL OR s.created_at >= $4) AND ($5::bigint IS NULL OR s.created_at < $5)`;

function recordOf(plan: TPlanRow, issues: readonly TIssueRow[], language: TLanguage) {
  const english = language === 'en';
  const ticket = ticketOfStored(plan.ticket);
  const type = findBetType(ticket.BetTypeId);
  const drawn = issues.filter((issue) => issue.ticket_state === 2 || issue.ticket_state === 3);
  const spent = issues.filter((issue) => issue.ticket_state !== null && issue.ticket_state !== 1);
  const sum = (amounts: (bigint | null)[]) =>
    amounts.reduce<bigint>((total, amount) => total + BigInt(amount ?? 0n), 0n);
  return {
    ScheduleId: Number(plan.id),
    GameId: plan.game_id,
    GameName: english ? plan.name_en : plan.name_zh,
    BetTypeId: ticket.BetTypeId,
    BetTypeName: type ? (english ? type.name.en : type.name.zh) : ticket.BetTypeId,
    Book: ticket.Book,
    Mode: ticket.Book === 'official' ? ticket.Mode : null,
    PrizeGroup: ticket.Book === 'official' ? ticket.PrizeGroup : null,
    Stake: ticket.Book === 'twoSided' ? ticket.Stake : null,
    Selection: ticket.Selection,
    StopIfWin: plan.stop_if_win,
    StopIfLoss: plan.stop_if_loss,
    StopAtProfit: plan.stop_at_profit === null ? null : BigInt(plan.stop_at_profit),
    TotalAmount: BigInt(plan.total_amount),
    IssueCount: issues.length,
    PlacedCount: issues.filter((issue) => issue.state === 'placed').length,
    ReleasedCount: issues.filter((issue) => issue.state === 'released').length,
    SettledCount: drawn.length,
    StakeSpent: sum(spent.map((issue) => issue.ticket_amount)),
    Prize: sum(issues.map((issue) => issue.prize)),
    State: plan.state,
    StopReason: plan.stop_reason,
    CreatedAt: Number(plan.created_at),
    FinishedAt: plan.finished_at === null ? null : Number(plan.finished_at),
    Issues: issues.map((issue) => ({
      IssueSerialNumber: issue.issue_serial,
      Multiple: issue.multiple,
      Amount: BigInt(issue.amount),
      State: issue.state,
      TicketId: issue.ticket_id === null ? null : Number(issue.ticket_id),
      TicketState: issue.ticket_state,
      Prize: BigInt(issue.prize ?? 0n),
      WinningNumber: issue.winning_number,
    })),
  };
}

export async function searchScheduleRecords(
  db: TQueryable,
  userId: number,
  request: TScheduleRecordSearchRequest,
  language: TLanguage,
): Promise<TResult<TScheduleRecordSearchResponse>> {
  const range = createdRange(request);
  if (!range.ok) return range;
  const filter = [
    userId,
    request.GameId ?? null,
    request.State ?? null,
    range.value.fromMs,
    range.value.toMs,
  ];
  const [total] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM bet_schedules s WHERE ${filterSql}`,
    filter,
  );
  const plans = await db.query<TPlanRow>(
    `SELECT s.id, s.game_id, g.name_zh, g.name_en, s.ticket, s.stop_if_win, s.stop_if_loss,
            s.stop_at_profit, s.state, s.stop_reason, s.total_amount, s.created_at, s.finished_at
       FROM bet_schedules s JOIN lottery_games g ON g.id = s.game_id
      WHERE ${filterSql}
      ORDER BY s.created_at DESC, s.id DESC LIMIT $6 OFFSET $7`,
    [...filter, request.PageSize, (request.PageIndex - 1) * request.PageSize],
  );
  const issues = await db.query<TIssueRow>(
    `SELECT si.schedule_id, si.issue_serial, si.multiple, si.amount, si.state, si.ticket_id,
            t.state AS ticket_state, t.amount AS ticket_amount, t.prize,
            coalesce(t.winning_number, i.winning_number) AS winning_number
       FROM bet_schedule_issues si
       JOIN lottery_issues i ON i.game_id = si.game_id AND i.serial_number = si.issue_serial
       LEFT JOIN bet_tickets t ON t.id = si.ticket_id
      WHERE si.schedule_id = ANY($1::bigint[])
      ORDER BY si.schedule_id, i.draw_at`,
    [plans.map((plan) => plan.id)],
  );
  const byPlan = new Map<bigint, TIssueRow[]>();
  for (const issue of issues) {
    const id = BigInt(issue.schedule_id);
    const list = byPlan.get(id);
    if (list) list.push(issue);
    else byPlan.set(id, [issue]);
  }
  return succeed({
    Items: plans.map((plan) => recordOf(plan, byPlan.get(BigInt(plan.id)) ?? [], language)),
    TotalCount: total?.count ?? 0,
    PageIndex: request.PageIndex,
    PageSize: request.PageSize,
  });
}
