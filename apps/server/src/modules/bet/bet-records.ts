import type {
  TBetRecordSearchRequest,
  TBetRecordSearchResponse,
  TLanguage,
  TSelectionJson,
} from '@lottery/contracts';
import { findBetType } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { dayMs, siteMidnight } from '../../platform/site-date-range.ts';
import { playerIdByLoginIdSql } from '../auth/find-user.ts';
import type { TBook } from '../lottery/game-catalogue.ts';
import { ticketSerialOf, type TInstantDrawRecord } from './insert-tickets.ts';
import { betModeOf } from './price-ticket.ts';

/**
 * POST /api/BetRecord/Search: the caller's tickets, newest first, filtered by game, state and
 * site date (UTC+8, the business day of the site), with the page's and the whole filter's sums.
 */

interface TRecordRow {
  id: bigint;
  game_id: number;
  name_zh: string;
  name_en: string;
  issue_serial: string | null;
  bet_type_id: string;
  book: TBook;
  selection: TSelectionJson;
  mode: number;
  multiple: number;
  units: number;
  amount: bigint;
  self_rebate: bigint;
  prize_group: number | null;
  state: number;
  prize: bigint;
  winning_number: string | null;
  instant_draw: TInstantDrawRecord | null;
  created_at: bigint;
  settled_at: bigint | null;
  can_cancel: boolean;
}

/**
 * Whose tickets: a user by id (the player's own screen, from the session), or a player or agent
 * by login ID (the back office's player page), resolved inside the statements themselves so the
 * page needs no look-up of the id before them (an unknown login ID has no tickets).
 */
export type TTicketOwner = { userId: number } | { playerLoginId: string };

const filterSql = (owner: TTicketOwner) => `t.user_id = ${
  'userId' in owner ? '$1::int' : playerIdByLoginIdSql('$1::text')
} AND ($2::int IS NULL OR t.game_id = $2)
  AND ($3::smallint IS NULL OR t.state = $3)
  AND ($4::bigint IS NULL OR t.created_at >= $4) AND ($5::bigint IS NULL OR t.created_at < $5)`;

function recordOf(row: TRecordRow, language: TLanguage) {
  const english = language === 'en';
  const type = findBetType(row.bet_type_id);
  const draw = row.instant_draw;
  return {
    TicketId: Number(row.id),
    SerialNumber: ticketSerialOf(BigInt(row.id)),
    GameId: row.game_id,
    GameName: english ? row.name_en : row.name_zh,
    IssueSerialNumber: row.issue_serial,
    BetTypeId: row.bet_type_id,
    BetTypeName: type ? (english ? type.name.en : type.name.zh) : row.bet_type_id,
    Selection: row.selection,
    Book: row.book,
    Mode: betModeOf(row.mode),
    Multiple: row.multiple,
    Units: row.units,
    Amount: BigInt(row.amount),
    SelfRebate: BigInt(row.self_rebate),
    PrizeGroup: row.prize_group,
    State: row.state,
    Prize: BigInt(row.prize),
    WinningNumber: row.winning_number,
    InstantDraw: draw && {
      Commitment: draw.commitment,
      ClientSeed: draw.clientSeed,
      Nonce: draw.nonce,
      OriginalWinningNumber: draw.originalWinningNumber,
    },
    CreatedAt: Number(row.created_at),
    SettledAt: row.settled_at === null ? null : Number(row.settled_at),
    CanCancel: row.can_cancel,
  };
}

/**
 * The search's two independent statements (the filter's totals and the page), or `empty` for a
 * date that is no site date: for searchBetRecords and the benchmark (bench/back-office.ts), so
 * the two cannot drift apart.
 */
export function betRecordsStatements(
  owner: TTicketOwner,
  request: TBetRecordSearchRequest,
  nowMs: number,
) {
  const from = request.DateFrom === undefined ? undefined : siteMidnight(request.DateFrom);
  const toDay = request.DateTo === undefined ? undefined : siteMidnight(request.DateTo);
  // The contract checks the shape only: 2026-02-30 is no site date, so no ticket is on it.
  if (from === null || toDay === null) return { empty: true as const };
  const filter = [
    'userId' in owner ? owner.userId : owner.playerLoginId,
    request.GameId ?? null,
    request.State ?? null,
    from ?? null,
    toDay === undefined ? null : toDay + dayMs,
  ];
  const where = filterSql(owner);
  return {
    empty: false as const,
    totals: {
      sql: `SELECT count(*)::int AS count, coalesce(sum(amount), 0)::bigint AS amount,
              -- A held win (under review, state 4) is not paid yet: not in the total prize.
              coalesce(sum(prize) FILTER (WHERE state <> 4), 0)::bigint AS prize
         FROM bet_tickets t WHERE ${where}`,
      params: filter,
    },
    page: {
      sql: `SELECT t.id, t.game_id, g.name_zh, g.name_en, t.issue_serial, t.bet_type_id, t.book,
            t.selection, t.mode, t.multiple, t.units, t.amount, t.self_rebate, t.prize_group,
            t.state, t.prize, coalesce(t.winning_number, i.winning_number) AS winning_number,
            t.instant_draw, t.created_at, t.settled_at,
            coalesce(t.state = 0 AND i.state = 'scheduled' AND i.close_at > $6, false) AS can_cancel
       FROM bet_tickets t
       JOIN lottery_games g ON g.id = t.game_id
       LEFT JOIN lottery_issues i ON i.game_id = t.game_id AND i.serial_number = t.issue_serial
      WHERE ${where}
      ORDER BY t.created_at DESC, t.id DESC LIMIT $7 OFFSET $8`,
      params: [...filter, nowMs, request.PageSize, (request.PageIndex - 1) * request.PageSize],
    },
  };
}

export async function searchBetRecords(
  db: TQueryable,
  deps: { clock: TClock },
  owner: TTicketOwner,
  request: TBetRecordSearchRequest,
  language: TLanguage,
): Promise<TBetRecordSearchResponse> {
  const page = { PageIndex: request.PageIndex, PageSize: request.PageSize };
  const statements = betRecordsStatements(owner, request, deps.clock.now());
  if (statements.empty)
    return {
      Items: [],
      TotalCount: 0,
      ...page,
      PageAmount: 0n,
      PagePrize: 0n,
      TotalAmount: 0n,
      TotalPrize: 0n,
    };
  // The totals and the page are independent: sent together, they cost one round trip on a pool.
  const [[totals], rows] = await Promise.all([
    db.query<{ count: number; amount: bigint; prize: bigint }>(
      statements.totals.sql,
      statements.totals.params,
    ),
    db.query<TRecordRow>(statements.page.sql, statements.page.params),
  ]);
  const items = rows.map((row) => recordOf(row, language));
  return {
    Items: items,
    TotalCount: totals?.count ?? 0,
    ...page,
    PageAmount: items.reduce((sum, item) => sum + item.Amount, 0n),
    PagePrize: items.reduce((sum, item) => sum + item.Prize, 0n),
    TotalAmount: BigInt(totals?.amount ?? 0n),
    TotalPrize: BigInt(totals?.prize ?? 0n),
  };
}
