import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';

export interface TNewAdmin {
  loginId: string;
  displayName: string;
  roleId: number;
  /** Hashed before the transaction opens: argon2 takes tens of ms and must not hold a connection. */
  passwordHash: string;
  atMs: number;
}

/** Inserts an administrator; a login ID taken in any case is refused, not thrown. */
export async function insertAdmin(tx: TQueryable, admin: TNewAdmin): Promise<TResult<number>> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO admins (login_id, display_name, role_id, password_hash, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING id`,
    [admin.loginId, admin.displayName, admin.roleId, admin.passwordHash, new Date(admin.atMs)],
  );
  return row ? succeed(row.id) : fail('AdminLoginIdTaken');
}

export async function roleIdByName(tx: TQueryable, name: string): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `SELECT id FROM admin_roles WHERE lower(name) = lower($1)`,
    [name],
  );
  return row?.id ?? null;
}

export interface TOpenAdminSession {
  id: string;
  adminId: number;
  stage: 'password' | 'verified';
  ip: string;
  userAgent: string | null;
  atMs: number;
}

export async function openAdminSession(tx: TQueryable, session: TOpenAdminSession): Promise<void> {
  await tx.query(
    `INSERT INTO admin_sessions (id, admin_id, stage, ip, user_agent, created_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [
      session.id,
      session.adminId,
      session.stage,
      session.ip,
      session.userAgent,
      new Date(session.atMs),
    ],
  );
}
