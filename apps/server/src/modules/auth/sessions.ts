import type { TQueryable } from '../../db/database.ts';
import type { TErrorName } from '@lottery/contracts';
import { stateFlags } from './state-flags.ts';

export type TEndReason =
  'logout' | 'blacklist' | 'different_user' | 'password_changed' | 'forced_logout';

/** What a request with a session ended for each reason is told (SPEC §8). */
export const endReasonError: Readonly<Record<TEndReason, TErrorName>> = {
  logout: 'SessionLoggedOut',
  blacklist: 'SessionBlacklisted',
  different_user: 'SessionDifferentUser',
  password_changed: 'SessionPasswordChanged',
  forced_logout: 'SessionForcedLogout',
};

export interface TOpenSession {
  id: string;
  userId: number;
  loginType: number;
  ip: string | null;
  /** The browser's User-Agent, for the player's login history ("devices"). */
  userAgent?: string | null;
  atMs: number;
}

export async function openSession(tx: TQueryable, session: TOpenSession): Promise<void> {
  await tx.query(
    `INSERT INTO sessions (id, user_id, login_type, ip, user_agent, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      session.id,
      session.userId,
      session.loginType,
      session.ip,
      session.userAgent?.slice(0, 300) ?? null,
      new Date(session.atMs),
    ],
  );
}

/**
 * Ends the user's open sessions, all of them or all but `exceptSessionId`. Returns the ids ended.
 */
export async function endUserSessions(
  tx: TQueryable,
  options: { userId: number; reason: TEndReason; atMs: number; exceptSessionId?: string },
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE sessions SET ended_at = $3, end_reason = $2
      WHERE user_id = $1 AND ended_at IS NULL AND ($4::uuid IS NULL OR id <> $4::uuid)
      RETURNING id`,
    [options.userId, options.reason, new Date(options.atMs), options.exceptSessionId ?? null],
  );
  return rows.map((r) => r.id);
}

/** Ends one session; false when it was unknown or already ended. */
export async function endSession(
  tx: TQueryable,
  options: { sessionId: string; reason: TEndReason; atMs: number },
): Promise<{ userId: number } | null> {
  const rows = await tx.query<{ user_id: number }>(
    `UPDATE sessions SET ended_at = $3, end_reason = $2
      WHERE id = $1 AND ended_at IS NULL RETURNING user_id`,
    [options.sessionId, options.reason, new Date(options.atMs)],
  );
  return rows[0] ? { userId: rows[0].user_id } : null;
}

/**
 * Which of `sessionIds` may no longer be used, with what their holder is told: ended, or the
 * account disabled. For the hub's periodic re-check of its connections.
 */
export async function unusableSessions(
  db: TQueryable,
  sessionIds: readonly string[],
): Promise<{ sessionId: string; error: TErrorName }[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db.query<{ id: string; end_reason: TEndReason | null }>(
    `SELECT s.id, s.end_reason FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = ANY($1::uuid[]) AND (s.ended_at IS NOT NULL OR u.state_flags & $2 <> 0)`,
    [sessionIds, stateFlags.disabled],
  );
  return rows.map((r) => ({
    sessionId: r.id,
    error: r.end_reason ? endReasonError[r.end_reason] : 'AccountDisabled',
  }));
}

export interface TSessionSummary {
  sessionId: string;
  loginId: string;
  createdAt: Date;
  ip: string | null;
  endedAt: Date | null;
  endReason: TEndReason | null;
}

/** The account's latest 100 sessions, newest first (for administrators). */
export async function listRecentSessions(
  db: TQueryable,
  loginId: string,
): Promise<TSessionSummary[]> {
  const rows = await db.query<{
    id: string;
    login_id: string;
    created_at: Date;
    ip: string | null;
    ended_at: Date | null;
    end_reason: TEndReason | null;
  }>(
    `SELECT s.id, u.login_id, s.created_at, host(s.ip) AS ip, s.ended_at, s.end_reason
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE lower(u.login_id) = lower($1) ORDER BY s.created_at DESC LIMIT 100`,
    [loginId],
  );
  return rows.map((r) => ({
    sessionId: r.id,
    loginId: r.login_id,
    createdAt: r.created_at,
    ip: r.ip,
    endedAt: r.ended_at,
    endReason: r.end_reason,
  }));
}
