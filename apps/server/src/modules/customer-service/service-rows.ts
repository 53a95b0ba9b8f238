import type {
  TServiceDeskSession,
  TServiceMessage,
  TServiceSession,
  TServiceSessionState,
} from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { askerColumn, type TAsker } from './service-askers.ts';

/** A session row with its player's login ID and its operator's display name. */
export interface TSessionRow {
  id: number;
  user_id: number | null;
  visitor_id: number | null;
  login_id: string | null;
  state: TServiceSessionState;
  operator_id: number | null;
  operator_name: string | null;
  requested_at: string;
  served_at: string | null;
  finished_at: string | null;
  rating: number | null;
  rating_comment: string | null;
}

export const sessionSelect = `SELECT s.id, s.user_id, s.visitor_id, u.login_id, s.state,
       s.operator_id, a.display_name AS operator_name, s.requested_at::text,
       s.served_at::text, s.finished_at::text, s.rating, s.rating_comment
  FROM service_sessions s
  LEFT JOIN users u ON u.id = s.user_id
  LEFT JOIN admins a ON a.id = s.operator_id`;

interface TMessageRow {
  id: string;
  session_id: number;
  operator_id: number | null;
  sender_name: string;
  body: string;
  created_at: string;
}

export const messageColumns = `id::text, session_id, operator_id, sender_name, body, created_at::text`;

export const messageOf = (row: TMessageRow): TServiceMessage => ({
  Id: Number(row.id),
  SessionId: row.session_id,
  FromOperator: row.operator_id !== null,
  SenderName: row.sender_name,
  Body: row.body,
  CreatedAt: Number(row.created_at),
});

const numberOrNull = (text: string | null) => (text === null ? null : Number(text));

export function askerOfRow(row: TSessionRow): TAsker {
  return row.user_id !== null
    ? { kind: 'player', userId: row.user_id }
    : { kind: 'visitor', visitorId: Number(row.visitor_id) };
}

/** The asker of a session as the desk sees it. */
export const askerOfDeskSession = (session: TServiceDeskSession): TAsker =>
  session.UserId !== null
    ? { kind: 'player', userId: session.UserId }
    : { kind: 'visitor', visitorId: Number(session.VisitorId) };

/** The conversation of sessions, oldest first, by session id. */
export async function readMessages(
  db: TQueryable,
  sessionIds: readonly number[],
): Promise<Map<number, TServiceMessage[]>> {
  const bySession = new Map<number, TServiceMessage[]>(sessionIds.map((id) => [id, []]));
  if (sessionIds.length === 0) return bySession;
  const rows = await db.query<TMessageRow>(
    `SELECT ${messageColumns} FROM service_messages WHERE session_id = ANY ($1::int[])
      ORDER BY session_id, id`,
    [sessionIds],
  );
  for (const row of rows) bySession.get(row.session_id)?.push(messageOf(row));
  return bySession;
}

/** 1 for the next to be served; 0 when the session is not waiting. */
export async function queuePosition(db: TQueryable, row: TSessionRow): Promise<number> {
  if (row.state !== 'waiting') return 0;
  const [position] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM service_sessions WHERE state = 'waiting' AND id <= $1`,
    [row.id],
  );
  return position?.n ?? 0;
}

/** The asker's view of a session. */
export async function askerSession(db: TQueryable, row: TSessionRow): Promise<TServiceSession> {
  const messages = await readMessages(db, [row.id]);
  return {
    Id: row.id,
    State: row.state,
    Position: await queuePosition(db, row),
    OperatorName: row.operator_name,
    RequestedAt: Number(row.requested_at),
    FinishedAt: numberOrNull(row.finished_at),
    Rating: row.rating,
    Messages: messages.get(row.id) ?? [],
  };
}

/** The desk's view of sessions (the transcripts search too), in the order given. */
export async function deskSessions(
  db: TQueryable,
  rows: readonly TSessionRow[],
): Promise<TServiceDeskSession[]> {
  const messages = await readMessages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    SessionId: row.id,
    State: row.state,
    UserId: row.user_id,
    LoginId: row.login_id,
    VisitorId: row.visitor_id,
    OperatorId: row.operator_id,
    OperatorName: row.operator_name,
    RequestedAt: Number(row.requested_at),
    ServedAt: numberOrNull(row.served_at),
    FinishedAt: numberOrNull(row.finished_at),
    Rating: row.rating,
    RatingComment: row.rating_comment,
    Messages: messages.get(row.id) ?? [],
  }));
}

/** One session by id, locked for the caller's change when `lock`. */
export async function readSession(
  db: TQueryable,
  sessionId: number,
  lock = false,
): Promise<TSessionRow | null> {
  const [row] = await db.query<TSessionRow>(
    `${sessionSelect} WHERE s.id = $1${lock ? ' FOR UPDATE OF s' : ''}`,
    [sessionId],
  );
  return row ?? null;
}

/** The asker's open session (waiting or serving), else their latest (to rate it), else null. */
export async function latestSessionOf(
  db: TQueryable,
  asker: TAsker,
  lock = false,
): Promise<TSessionRow | null> {
  const [column, id] = askerColumn(asker);
  const [row] = await db.query<TSessionRow>(
    `${sessionSelect} WHERE s.${column} = $1
      ORDER BY (s.state IN ('waiting', 'serving')) DESC, s.id DESC LIMIT 1${lock ? ' FOR UPDATE OF s' : ''}`,
    [id],
  );
  return row ?? null;
}

/** Whether the session is this asker's (a refusal tells "not yours" from "not now" by it). */
export async function isAskersSession(
  db: TQueryable,
  asker: TAsker,
  sessionId: number,
): Promise<boolean> {
  const [column, id] = askerColumn(asker);
  const [mine] = await db.query(`SELECT 1 FROM service_sessions WHERE id = $1 AND ${column} = $2`, [
    sessionId,
    id,
  ]);
  return mine !== undefined;
}
