import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { readAccount, writeStateFlags } from '../auth/account-record.ts';
import { writeAdminAudit } from './audit/write-admin-audit.ts';
import { findUserIdByLoginId } from '../auth/find-user.ts';
import type { TSessionEnds } from '../auth/session-ends.ts';
import { endSession, endUserSessions, listRecentSessions } from '../auth/sessions.ts';
import { allStateFlagBits, hasFlag } from '../auth/state-flags.ts';

export interface TAdminDeps {
  db: TDatabase;
  clock: TClock;
  sessionEnds: TSessionEnds;
}

export async function listSessions(deps: TAdminDeps, loginId: string) {
  const sessions = await listRecentSessions(deps.db, loginId);
  return sessions.map((r) => ({
    SessionId: r.sessionId,
    LoginId: r.loginId,
    CreatedAt: r.createdAt.toISOString(),
    Ip: r.ip,
    EndedAt: r.endedAt?.toISOString() ?? null,
    EndReason: r.endReason,
  }));
}

/** Blacklists one session: its next request is told "this login has been logged out". */
export async function blacklistSession(
  deps: TAdminDeps,
  admin: TAdminSession,
  sessionId: string,
): Promise<TResult<number>> {
  const atMs = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const ended = await endSession(tx, { sessionId, reason: 'blacklist', atMs });
    if (!ended) return fail('NotFound', { what: `open session ${sessionId}` });
    await writeAdminAudit(tx, admin, {
      action: 'players.session.blacklist',
      targetType: 'player_session',
      targetId: sessionId,
      before: { userId: ended.userId, ended: false },
      after: { userId: ended.userId, ended: true, reason: 'blacklist' },
    });
    return succeed(1);
  });
  if (outcome.ok) deps.sessionEnds.ended([sessionId], 'blacklist');
  return outcome;
}

/** Ends every open session of the account: "forcibly logged out, contact customer service". */
export async function forceLogout(
  deps: TAdminDeps,
  admin: TAdminSession,
  loginId: string,
): Promise<TResult<number>> {
  const atMs = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const userId = await findUserIdByLoginId(tx, loginId);
    if (userId === null) return fail('NotFound', { what: loginId });
    const ended = await endUserSessions(tx, { userId, reason: 'forced_logout', atMs });
    await writeAdminAudit(tx, admin, {
      action: 'players.force_logout',
      targetType: 'player',
      targetId: loginId,
      after: { endedSessions: ended },
    });
    return succeed(ended);
  });
  if (!outcome.ok) return outcome;
  deps.sessionEnds.ended(outcome.value, 'forced_logout');
  return succeed(outcome.value.length);
}

/** Sets the state flags; disabling an account also ends its sessions as a forced logout. */
export async function setStateFlags(
  deps: TAdminDeps,
  admin: TAdminSession,
  loginId: string,
  flags: number,
): Promise<TResult<number>> {
  if ((flags & ~allStateFlagBits) !== 0) {
    return fail('ValidationFailed', {}, { Field: 'StateFlags', Rule: 'notAllowed' });
  }
  const atMs = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const userId = await findUserIdByLoginId(tx, loginId);
    if (userId === null) return fail('NotFound', { what: loginId });
    const before = await readAccount(tx, userId);
    await writeStateFlags(tx, userId, flags);
    const ended = hasFlag(flags, 'disabled')
      ? await endUserSessions(tx, { userId, reason: 'forced_logout', atMs })
      : [];
    await writeAdminAudit(tx, admin, {
      action: 'players.state_flags.set',
      targetType: 'player',
      targetId: loginId,
      before: { stateFlags: before?.stateFlags ?? null },
      after: { stateFlags: flags, endedSessions: ended },
    });
    return succeed(ended);
  });
  if (!outcome.ok) return outcome;
  deps.sessionEnds.ended(outcome.value, 'forced_logout');
  return succeed(outcome.value.length);
}
