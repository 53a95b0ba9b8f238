import type { TQueryable } from '../../../db/database.ts';

export type TAdminEndReason = 'logout' | 'ended' | 'disabled' | 'second_factor_reset';

export interface TAdminSessionSummary {
  SessionId: string;
  AdminId: number;
  LoginId: string;
  Stage: 'password' | 'verified';
  Ip: string | null;
  UserAgent: string | null;
  CreatedAt: string;
  LastSeenAt: string;
  EndedAt: string | null;
  EndReason: string | null;
  IsCurrent: boolean;
}

/** The administrator's open sessions and the last ended ones, newest first. */
export async function listAdminSessions(
  db: TQueryable,
  adminId: number,
  currentSessionId: string | null,
): Promise<TAdminSessionSummary[]> {
  const rows = await db.query<{
    id: string;
    admin_id: number;
    login_id: string;
    stage: 'password' | 'verified';
    ip: string | null;
    user_agent: string | null;
    created_at: Date;
    last_seen_at: Date;
    ended_at: Date | null;
    end_reason: string | null;
  }>(
    `SELECT s.id, s.admin_id, a.login_id, s.stage, host(s.ip) AS ip, s.user_agent, s.created_at,
            s.last_seen_at, s.ended_at, s.end_reason
       FROM admin_sessions s JOIN admins a ON a.id = s.admin_id
      WHERE s.admin_id = $1
      ORDER BY s.ended_at IS NULL DESC, s.created_at DESC
      LIMIT 50`,
    [adminId],
  );
  return rows.map((r) => ({
    SessionId: r.id,
    AdminId: r.admin_id,
    LoginId: r.login_id,
    Stage: r.stage,
    Ip: r.ip,
    UserAgent: r.user_agent,
    CreatedAt: r.created_at.toISOString(),
    LastSeenAt: r.last_seen_at.toISOString(),
    EndedAt: r.ended_at?.toISOString() ?? null,
    EndReason: r.end_reason,
    IsCurrent: r.id === currentSessionId,
  }));
}

/** Ends one open session (of `adminId` when given); its admin id, or null when none was open. */
export async function endAdminSession(
  tx: TQueryable,
  end: { sessionId: string; adminId?: number; reason: TAdminEndReason; atMs: number },
): Promise<number | null> {
  const [row] = await tx.query<{ admin_id: number }>(
    `UPDATE admin_sessions SET ended_at = $2, end_reason = $3
      WHERE id = $1 AND ended_at IS NULL AND ($4::int IS NULL OR admin_id = $4)
      RETURNING admin_id`,
    [end.sessionId, new Date(end.atMs), end.reason, end.adminId ?? null],
  );
  return row?.admin_id ?? null;
}

/** Ends every open session of the administrator: the next request of each is refused. */
export async function endAllAdminSessions(
  tx: TQueryable,
  end: { adminId: number; reason: TAdminEndReason; atMs: number },
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE admin_sessions SET ended_at = $2, end_reason = $3
      WHERE admin_id = $1 AND ended_at IS NULL RETURNING id`,
    [end.adminId, new Date(end.atMs), end.reason],
  );
  return rows.map((r) => r.id);
}
