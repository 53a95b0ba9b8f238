import type { TServiceDeskSession, TServiceTranscriptSearch } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { deskSessions, sessionSelect, type TSessionRow } from './service-rows.ts';

/** The conditions of a search, numbered from $1, and their values. */
function conditionsOf(search: TServiceTranscriptSearch): { where: string; values: unknown[] } {
  const parts: string[] = [];
  const values: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    values.push(value);
    parts.push(sql(`$${values.length}`));
  };
  if (search.LoginId) add((n) => `u.login_id = ${n}`, search.LoginId);
  if (search.OperatorId) add((n) => `s.operator_id = ${n}`, search.OperatorId);
  if (search.FromMs !== undefined) add((n) => `s.requested_at >= ${n}`, search.FromMs);
  if (search.ToMs !== undefined) add((n) => `s.requested_at < ${n}`, search.ToMs);
  if (search.Rating) add((n) => `s.rating = ${n}`, search.Rating);
  if (search.Text)
    add(
      (n) => `EXISTS (SELECT 1 FROM service_messages m WHERE m.session_id = s.id
                 AND strpos(lower(m.body), lower(${n})) > 0)`,
      search.Text,
    );
  return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', values };
}

/**
 * The transcripts search of the console: sessions with their conversation and rating, newest
 * first, by player login ID, operator, date, rating and text (a plain substring, not a pattern).
 */
export async function searchTranscripts(
  db: TQueryable,
  search: TServiceTranscriptSearch,
): Promise<{ Total: number; Items: TServiceDeskSession[] }> {
  const { where, values } = conditionsOf(search);
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM service_sessions s LEFT JOIN users u ON u.id = s.user_id ${where}`,
    values,
  );
  const rows = await db.query<TSessionRow>(
    `${sessionSelect} ${where} ORDER BY s.id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, search.PageSize, (search.Page - 1) * search.PageSize],
  );
  return { Total: total?.n ?? 0, Items: await deskSessions(db, rows) };
}
