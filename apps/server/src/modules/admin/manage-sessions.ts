import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TSession } from '../../platform/route.ts';
import { writeAudit } from '../auth/audit.ts';
import { findUserIdByLoginId } from '../auth/find-user.ts';
import { endSession, endUserSessions } from '../auth/sessions.ts';
import { allStateFlagBits, hasFlag } from '../auth/state-flags.ts';

export interface TAdminDeps {
  db: TDatabase;
  clock: TClock;
}

export async function listSessions(deps: TAdminDeps, loginId: string) {
  const rows = await deps.db.query<{
    id: string;
    login_id: string;
    created_at: Date;
    ip: string | null;
    ended_at: Date | null;
    end_reason: string | null;
  }>(
    `SELECT s.id, u.login_id, s.created_at, host(s.ip) AS ip, s.ended_at, s.end_reason
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE lower(u.login_id) = lower($1) ORDER BY s.created_at DESC LIMIT 100`,
    [loginId],
  );
  return rows.map((r) => ({
    SessionId: r.id,
    LoginId: r.login_id,
    CreatedAt: r.created_at.toISOString(),
    Ip: r.ip,
    EndedAt: r.ended_at?.toISOString() ?? null,
    EndReason: r.end_reason,
  }));
}

/** Blacklists one session: its next request is told "this login has been logged out". */
export async function blacklistSession(
  deps: TAdminDeps,
  admin: TSession,
  sessionId: string,
): Promise<TResult<number>> {
  const atMs = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const ended = await endSession(tx, { sessionId, reason: 'blacklist', atMs });
    if (!ended) return fail('NotFound', { what: `open session ${sessionId}` });
    await writeAudit(tx, {
      at: atMs,
      actorUserId: admin.userId,
      subjectUserId: ended.userId,
      action: 'session.blacklisted',
      detail: { sessionId },
    });
    return succeed(1);
  });
}

/** Ends every open session of the account: "forcibly logged out, contact customer service". */
export async function forceLogout(
  deps: TAdminDeps,
  admin: TSession,
  loginId: string,
): Promise<TResult<number>> {
  const atMs = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const userId = await findUserIdByLoginId(tx, loginId);
    if (userId === null) return fail('NotFound', { what: loginId });
    const ended = await endUserSessions(tx, { userId, reason: 'forced_logout', atMs });
    await writeAudit(tx, {
      at: atMs,
      actorUserId: admin.userId,
      subjectUserId: userId,
      action: 'session.forced_logout',
      detail: { ended },
    });
    return succeed(ended.length);
  });
}

/** Sets the state flags; disabling an account also ends its sessions as a forced logout. */
export async function setStateFlags(
  deps: TAdminDeps,
  admin: TSession,
  loginId: string,
  flags: number,
): Promise<TResult<number>> {
  if ((flags & ~allStateFlagBits) !== 0) {
    return fail('ValidationFailed', {}, { Field: 'StateFlags', Rule: 'notAllowed' });
  }
  const atMs = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const userId = await findUserIdByLoginId(tx, loginId);
    if (userId === null) return fail('NotFound', { what: loginId });
    await tx.query(`UPDATE users SET state_flags = $2 WHERE id = $1`, [userId, flags]);
    const ended = hasFlag(flags, 'disabled')
      ? await endUserSessions(tx, { userId, reason: 'forced_logout', atMs })
      : [];
    await writeAudit(tx, {
      at: atMs,
      actorUserId: admin.userId,
      subjectUserId: userId,
      action: 'user.state_flags',
      detail: { flags, ended },
    });
    return succeed(ended.length);
  });
}
