import type { TQueryable } from '../../db/database.ts';
import type { TRole } from '../../platform/route.ts';
import { hasFlag } from './state-flags.ts';

/** What other modules may know of an account; they read it here, never from the users table. */
export interface TAccountRecord {
  userId: number;
  loginId: string;
  nickName: string;
  role: TRole;
  email: string | null;
  qq: string | null;
  wechat: string | null;
  phone: string | null;
  stateFlags: number;
  hasAuthenticator: boolean;
  /** Login asks for an authenticator code (the rule modules/auth/login.ts applies). */
  loginNeedsAuthenticator: boolean;
  createdAt: Date;
  parentId: number | null;
  parentLoginId: string | null;
}

export async function readAccount(db: TQueryable, userId: number): Promise<TAccountRecord | null> {
  const [row] = await db.query<{
    login_id: string;
    nick_name: string;
    role: TRole;
    email: string | null;
    qq: string | null;
    wechat: string | null;
    phone: string | null;
    state_flags: number;
    has_authenticator: boolean;
    created_at: Date;
    parent_id: number | null;
    parent_login_id: string | null;
  }>(
    `SELECT u.login_id, u.nick_name, u.role, u.email, u.qq, u.wechat, u.phone, u.state_flags,
            u.totp_secret IS NOT NULL AS has_authenticator, u.created_at, u.parent_id,
            parent.login_id AS parent_login_id
       FROM users u LEFT JOIN users parent ON parent.id = u.parent_id
      WHERE u.id = $1`,
    [userId],
  );
  if (!row) return null;
  return {
    userId,
    loginId: row.login_id,
    nickName: row.nick_name,
    role: row.role,
    email: row.email,
    qq: row.qq,
    wechat: row.wechat,
    phone: row.phone,
    stateFlags: row.state_flags,
    hasAuthenticator: row.has_authenticator,
    loginNeedsAuthenticator: row.has_authenticator && hasFlag(row.state_flags, 'totpForLogin'),
    createdAt: row.created_at,
    parentId: row.parent_id,
    parentLoginId: row.parent_login_id,
  };
}

/** Replaces the account's state flags (the caller checks the bits). */
export async function writeStateFlags(
  tx: TQueryable,
  userId: number,
  flags: number,
): Promise<void> {
  await tx.query(`UPDATE users SET state_flags = $2 WHERE id = $1`, [userId, flags]);
}
