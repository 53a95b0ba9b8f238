import { findBetType } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import { ticketSerialOf } from '../bet/insert-tickets.ts';

export interface TWinHoldView {
  TicketId: number;
  SerialNumber: string;
  LoginId: string;
  GameId: number;
  GameName: string;
  IssueSerialNumber: string;
  BetTypeId: string;
  BetTypeName: string;
  Stake: bigint;
  Prize: bigint;
  Threshold: bigint;
  State: 'held' | 'released' | 'voided';
  HeldAt: number;
  DecidedAt: number | null;
  Reason: string | null;
}

interface THoldRow {
  ticket_id: string;
  login_id: string;
  game_id: number;
  game_name: string;
  issue_serial: string;
  bet_type_id: string;
  amount: string;
  prize: string;
  threshold: string;
  state: TWinHoldView['State'];
  held_at: string;
  decided_at: string | null;
  reason: string | null;
  total: number;
}

const betTypeNameIn = (id: string, language: string) => {
  const names = findBetType(id)?.name;
  return (language === 'en' ? names?.en : names?.zh) ?? id;
};

/** The holds in one state, oldest first for the waiting queue, newest first for the decided. */
export async function listWinHolds(
  db: TQueryable,
  query: { State: TWinHoldView['State']; Page: number; PageSize: number; language: string },
): Promise<{ Holds: TWinHoldView[]; Total: number }> {
  const rows = await db.query<THoldRow>(
    `SELECT h.ticket_id, u.login_id, h.game_id,
            CASE WHEN $4 = 'en' THEN g.name_en ELSE g.name_zh END AS game_name,
            h.issue_serial, t.bet_type_id, t.amount, h.prize, h.threshold, h.state, h.held_at,
            h.decided_at, h.reason, count(*) OVER ()::int AS total
       FROM risk_win_holds h
       JOIN bet_tickets t ON t.id = h.ticket_id
       JOIN users u ON u.id = h.user_id
       JOIN lottery_games g ON g.id = h.game_id
      WHERE h.state = $1
      ORDER BY CASE WHEN $1 = 'held' THEN h.held_at ELSE -h.decided_at END, h.ticket_id
      LIMIT $2 OFFSET $3`,
    [query.State, query.PageSize, (query.Page - 1) * query.PageSize, query.language],
  );
  return {
    Total: rows[0]?.total ?? 0,
    Holds: rows.map((row) => ({
      TicketId: Number(row.ticket_id),
      SerialNumber: ticketSerialOf(BigInt(row.ticket_id)),
      LoginId: row.login_id,
      GameId: row.game_id,
      GameName: row.game_name,
      IssueSerialNumber: row.issue_serial,
      BetTypeId: row.bet_type_id,
      BetTypeName: betTypeNameIn(row.bet_type_id, query.language),
      Stake: BigInt(row.amount),
      Prize: BigInt(row.prize),
      Threshold: BigInt(row.threshold),
      State: row.state,
      HeldAt: Number(row.held_at),
      DecidedAt: row.decided_at === null ? null : Number(row.decided_at),
      Reason: row.reason,
    })),
  };
}
