import type { TAdminLoginRequest, TAdminTokenResponse } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import {
  clearPairFailures,
  recordLoginFailure,
  secondsUntil,
  throttleWait,
  type TLoginAttempt,
} from '../../auth/login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from '../../auth/password-hashing.ts';
import { writeAdminAudit } from '../audit/write-admin-audit.ts';
import type { TAdminIdentityDeps } from './admin-deps.ts';
import { openAdminSession } from './admin-records.ts';
import { permissionsOfRole } from './role-permissions.ts';

export interface TAdminOrigin {
  ip: string;
  userAgent: string | null;
}

interface TLoginAdmin {
  id: number;
  login_id: string;
  password_hash: string;
  disabled: boolean;
  totp_enrolled: boolean;
  address_allowed: boolean;
  role_name: string;
  builtin: boolean;
  permissions: string[] | null;
}

/**
 * The throttle's key for an administrator: its own space beside players' login IDs, so a
 * player and an administrator of one name never share a brake.
 */
export const adminThrottleKey = (loginId: string) => `admin:${loginId.toLowerCase()}`;

/** A failed step of an administrator's login: the shared throttle rows and the account's counter. */
export async function recordAdminFailure(
  deps: Pick<TAdminIdentityDeps, 'db'>,
  attempt: TLoginAttempt,
  adminId: number | null,
): Promise<void> {
  await recordLoginFailure(deps.db, attempt);
  if (adminId !== null)
    await deps.db.query(
      `UPDATE admins SET failed_login_count = failed_login_count + 1, last_failed_login_at = $2
        WHERE id = $1`,
      [adminId, new Date(attempt.nowMs)],
    );
}

/**
 * The password step of the console's login (the brakes of players' logins, README "Login
 * throttles", per account and address): a right password opens a session that answers only
 * the second-factor routes until Totp/Verify passes. Facts about the account (disabled, address
 * not allowed) are told only after the right password.
 */
export async function loginAdmin(
  deps: TAdminIdentityDeps,
  input: TAdminLoginRequest,
  origin: TAdminOrigin,
): Promise<TResult<TAdminTokenResponse>> {
  const nowMs = deps.clock.now();
  const attempt: TLoginAttempt = {
    loginKey: adminThrottleKey(input.LoginId),
    ip: origin.ip,
    nowMs,
  };
  const wait = await throttleWait(deps.db, attempt);
  if (wait) {
    const seconds = secondsUntil(wait.waitMs);
    return fail(wait.error, { retryAfterSeconds: seconds }, { RetryAfterSeconds: seconds });
  }
  const [admin] = await deps.db.query<TLoginAdmin>(
    `SELECT a.id, a.login_id, a.password_hash, a.disabled, a.totp_secret IS NOT NULL AS totp_enrolled,
            cardinality(a.allowed_networks) = 0 OR $2::inet <<= ANY (a.allowed_networks)
              AS address_allowed,
            r.name AS role_name, r.builtin, r.permissions
       FROM admins a JOIN admin_roles r ON r.id = a.role_id
      WHERE lower(a.login_id) = lower($1)`,
    [input.LoginId, origin.ip],
  );
  if (!admin) {
    await verifyAgainstDummy(input.Password);
    await recordAdminFailure(deps, attempt, null);
    return fail('AdminLoginFailed');
  }
  if (!(await verifyPassword(admin.password_hash, input.Password))) {
    await recordAdminFailure(deps, attempt, admin.id);
    return fail('AdminLoginFailed');
  }
  if (admin.disabled) return fail('AdminDisabled');
  if (!admin.address_allowed) return fail('AdminAddressNotAllowed', { ip: origin.ip });

  const sessionId = deps.ids.uuid();
  const actor: TAdminSession = {
    sessionId,
    adminId: admin.id,
    loginId: admin.login_id,
    roleName: admin.role_name,
    permissions: permissionsOfRole({
      name: admin.role_name,
      builtin: admin.builtin,
      permissions: admin.permissions,
    }),
    ip: origin.ip,
  };
  await deps.db.transaction(async (tx) => {
    await openAdminSession(tx, {
      id: sessionId,
      adminId: admin.id,
      stage: 'password',
      ...origin,
      atMs: nowMs,
    });
    await clearPairFailures(tx, attempt.loginKey, origin.ip);
    await writeAdminAudit(tx, actor, {
      action: 'auth.login.password',
      targetType: 'admin_session',
      targetId: sessionId,
      after: { stage: 'password', userAgent: origin.userAgent },
    });
  });
  return succeed({
    AccessToken: await deps.adminTokens.sign({ sessionId, userId: admin.id }, nowMs),
    ExpiresIn: deps.adminTokens.ttlSeconds,
    Stage: 'password',
    TotpEnrolled: admin.totp_enrolled,
  });
}
