import { adminPermissions, type TAdminMe } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { writeAdminAudit } from '../audit/write-admin-audit.ts';
import type { TAdminIdentityDeps } from './admin-deps.ts';
import { endAdminSession } from './admin-sessions.ts';
import { unusedRecoveryCodeCount } from './recovery-codes.ts';

/** Who is logged in and what the role allows, in the catalogue's order of permissions. */
export async function readMe(
  deps: Pick<TAdminIdentityDeps, 'db'>,
  session: TAdminSession,
): Promise<TAdminMe> {
  const [row] = await deps.db.query<{ display_name: string }>(
    `SELECT display_name FROM admins WHERE id = $1`,
    [session.adminId],
  );
  return {
    AdminId: session.adminId,
    LoginId: session.loginId,
    DisplayName: row?.display_name ?? session.loginId,
    RoleName: session.roleName,
    Permissions: adminPermissions.filter((permission) => session.permissions.has(permission)),
    RecoveryCodesLeft: await unusedRecoveryCodeCount(deps.db, session.adminId),
  };
}

/** A new token for the same live session (the request proved it live). */
export async function refreshAdminToken(
  deps: Pick<TAdminIdentityDeps, 'clock' | 'adminTokens'>,
  session: TAdminSession,
) {
  return {
    AccessToken: await deps.adminTokens.sign(
      { sessionId: session.sessionId, userId: session.adminId },
      deps.clock.now(),
    ),
    ExpiresIn: deps.adminTokens.ttlSeconds,
  };
}

/**
 * Ends one session: the caller's own (logout, or another of its devices), or, with
 * `anyAdmin`, any administrator's (an owner's power). Its next request is refused at once.
 */
export async function endSessionAsAdmin(
  deps: Pick<TAdminIdentityDeps, 'db' | 'clock'>,
  session: TAdminSession,
  end: { sessionId: string; reason: 'logout' | 'ended'; anyAdmin: boolean },
): Promise<TResult<true>> {
  return deps.db.transaction(async (tx) => {
    const adminId = await endAdminSession(tx, {
      sessionId: end.sessionId,
      reason: end.reason,
      atMs: deps.clock.now(),
      ...(end.anyAdmin ? {} : { adminId: session.adminId }),
    });
    if (adminId === null) return fail('NotFound', { what: `open session ${end.sessionId}` });
    await writeAdminAudit(tx, session, {
      action: end.reason === 'logout' ? 'auth.logout' : 'auth.session.end',
      targetType: 'admin_session',
      targetId: end.sessionId,
      before: { adminId, ended: false },
      after: { adminId, ended: true, reason: end.reason },
    });
    return succeed(true);
  });
}
