import { randomUUID } from 'node:crypto';
import type { TAdminPermission, TBuiltinRoleName } from '@lottery/contracts';
import type { TDatabase } from '../db/database.ts';
import {
  insertAdmin,
  openAdminSession,
  roleIdByName,
} from '../modules/admin/identity/admin-records.ts';
import { hashPassword } from '../modules/auth/password-hashing.ts';
import type { TTokenService } from '../modules/auth/token-service.ts';
import type { TClock } from '../platform/clock.ts';

export interface TTestAdmin {
  adminId: number;
  loginId: string;
  /** A session past the second factor, from 127.0.0.1. */
  token: string;
}

export interface TNewTestAdmin {
  /** A built-in role by name, or a fresh custom role with exactly these permissions. */
  role?: TBuiltinRoleName;
  permissions?: readonly TAdminPermission[];
  loginId?: string;
  password?: string;
  /** False: no authenticator yet, as a new administrator before its first login. */
  totpEnrolled?: boolean;
}

/** The authenticator secret of test administrators (unless made with totpEnrolled: false). */
export const testAdminTotpSecret = 'JBSWY3DPEHPK3PXP';

let counter = 0;
const hashes = new Map<string, Promise<string>>();

/**
 * Administrators for tests, made directly in the database (no TOTP dance): each call is a new
 * administrator with its own logged-in, second-factor-passed session.
 */
export function adminAccounts(deps: { db: TDatabase; clock: TClock; adminTokens: TTokenService }) {
  async function roleFor(options: TNewTestAdmin): Promise<number> {
    if (!options.permissions) {
      const id = await roleIdByName(deps.db, options.role ?? 'owner');
      if (id === null) throw new Error(`no role ${options.role}`);
      return id;
    }
    counter += 1;
    const [row] = await deps.db.query<{ id: number }>(
      `INSERT INTO admin_roles (name, builtin, permissions) VALUES ($1, false, $2) RETURNING id`,
      [`test role ${process.pid}x${counter}`, options.permissions],
    );
    if (!row) throw new Error('role insert returned no row');
    return row.id;
  }

  /** A new session of an existing administrator (past the second factor unless told), now. */
  async function sessionToken(
    adminId: number,
    stage: 'password' | 'verified' = 'verified',
  ): Promise<string> {
    const sessionId = randomUUID();
    const atMs = deps.clock.now();
    await openAdminSession(deps.db, {
      id: sessionId,
      adminId,
      stage,
      ip: '127.0.0.1',
      userAgent: null,
      atMs,
    });
    return deps.adminTokens.sign({ sessionId, userId: adminId }, atMs);
  }

  async function createAdmin(options: TNewTestAdmin = {}): Promise<TTestAdmin> {
    counter += 1;
    const loginId = options.loginId ?? `admin${process.pid % 10_000}x${counter}`;
    const password = options.password ?? 'Sturdy2026pass';
    if (!hashes.has(password)) hashes.set(password, hashPassword(password));
    const passwordHash = await (hashes.get(password) as Promise<string>);
    const roleId = await roleFor(options);
    const atMs = deps.clock.now();
    const adminId = await deps.db.transaction(async (tx) => {
      const inserted = await insertAdmin(tx, {
        loginId,
        displayName: loginId,
        roleId,
        passwordHash,
        atMs,
      });
      if (!inserted.ok) throw new Error(`test administrator ${loginId}: ${inserted.error}`);
      if (options.totpEnrolled !== false)
        await tx.query(`UPDATE admins SET totp_secret = $2 WHERE id = $1`, [
          inserted.value,
          testAdminTotpSecret,
        ]);
      return inserted.value;
    });
    return { adminId, loginId, token: await sessionToken(adminId) };
  }

  return { createAdmin, sessionToken };
}
