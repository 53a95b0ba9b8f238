import type { TAdminPermission } from '@lottery/contracts';
import { preparedStatement } from '../../../db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import type { TAdminAccess, TAdminSession } from '../../../platform/route.ts';
import type { TAdminIdentityDeps } from './admin-deps.ts';
import { permissionsOfRole } from './role-permissions.ts';

interface TAdminSessionRow {
  admin_id: number;
  stage: 'password' | 'verified';
  created_at: Date;
  ended: boolean;
  last_seen_at: Date;
  login_id: string;
  disabled: boolean;
  address_allowed: boolean;
  role_name: string;
  builtin: boolean;
  permissions: string[] | null;
}

/** The session named by a token ($1), its administrator, role and whether $2 may be used. */
const adminSessionSql =
  preparedStatement(`SELECT s.admin_id, s.stage, s.created_at, s.ended_at IS NOT NULL AS ended,
       s.last_seen_at,
       a.login_id, a.disabled,
       cardinality(a.allowed_networks) = 0 OR $2::inet <<= ANY (a.allowed_networks) AS address_allowed,
       r.name AS role_name, r.builtin, r.permissions
  FROM admin_sessions s
  JOIN admins a ON a.id = s.admin_id
  JOIN admin_roles r ON r.id = a.role_id
 WHERE s.id = $1`);

/** A password alone opens the second-factor step for this long, then the login starts over. */
export const passwordStageMs = 10 * 60_000;

/** Last-seen is written at most once a minute per session: a write per request would cost more. */
const lastSeenEveryMs = 60_000;

export interface TAdminCheck {
  token: string | null;
  ip: string;
  access: TAdminAccess;
  permission: TAdminPermission | undefined;
}

/**
 * Turns an administrator token into its live session, or the exact refusal: no or bad token,
 * session ended (or left at the password step too long), account disabled, address outside the account's allow-list, second factor not
 * yet passed, or the role lacking the route's permission. One indexed query per request.
 */
export async function authenticateAdmin(
  deps: Pick<TAdminIdentityDeps, 'db' | 'clock' | 'adminTokens'>,
  check: TAdminCheck,
): Promise<TAdminSession> {
  if (!check.token) throw new AppError('TokenMissing');
  const nowMs = deps.clock.now();
  const verified = await deps.adminTokens.verify(check.token, nowMs);
  if (!verified.ok)
    throw new AppError(verified.reason === 'expired' ? 'TokenExpired' : 'TokenInvalid');
  const { sessionId, userId: adminId } = verified.claims;
  const [row] = await deps.db.query<TAdminSessionRow>(adminSessionSql, [sessionId, check.ip]);
  if (!row || row.admin_id !== adminId) throw new AppError('TokenInvalid');
  if (row.ended) throw new AppError('AdminSessionEnded');
  if (row.stage === 'password' && nowMs - row.created_at.getTime() > passwordStageMs)
    throw new AppError('AdminSessionEnded');
  if (row.disabled) throw new AppError('AdminDisabled');
  if (!row.address_allowed) throw new AppError('AdminAddressNotAllowed', { ip: check.ip });
  if (row.stage !== 'verified' && check.access !== 'admin-pending')
    throw new AppError('AdminSecondFactorRequired');
  const permissions = permissionsOfRole({
    name: row.role_name,
    builtin: row.builtin,
    permissions: row.permissions,
  });
  if (check.access === 'admin' && (!check.permission || !permissions.has(check.permission)))
    throw new AppError('AdminNotPermitted', { permission: check.permission ?? '?' });
  if (nowMs - row.last_seen_at.getTime() >= lastSeenEveryMs) {
    await deps.db.query(
      `UPDATE admin_sessions SET last_seen_at = $2 WHERE id = $1 AND ended_at IS NULL`,
      [sessionId, new Date(nowMs)],
    );
  }
  return {
    sessionId,
    adminId,
    loginId: row.login_id,
    roleName: row.role_name,
    permissions,
    ip: check.ip,
  };
}
