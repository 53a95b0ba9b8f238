import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { hashPassword } from '../../auth/password-hashing.ts';
import { writeAdminAudit } from '../audit/write-admin-audit.ts';
import { insertAdmin } from '../identity/admin-records.ts';
import { endAllAdminSessions } from '../identity/admin-sessions.ts';
import { parseNetwork } from '../manage-site-access.ts';
import { isLastActiveOwner } from './last-owner.ts';
import { readAdmin } from './list-admins.ts';

export interface TManageAdminsDeps {
  db: TDatabase;
  clock: TClock;
}

/** A new administrator with a first password; it enrols an authenticator at first login. */
export async function createAdmin(
  deps: TManageAdminsDeps,
  admin: TAdminSession,
  input: { LoginId: string; DisplayName: string; RoleId: number; Password: string },
): Promise<TResult<{ AdminId: number }>> {
  const passwordHash = await hashPassword(input.Password);
  return deps.db.transaction(async (tx) => {
    const [role] = await tx.query<{ name: string }>(`SELECT name FROM admin_roles WHERE id = $1`, [
      input.RoleId,
    ]);
    if (!role) return fail('NotFound', { what: `role ${input.RoleId}` });
    const inserted = await insertAdmin(tx, {
      loginId: input.LoginId,
      displayName: input.DisplayName,
      roleId: input.RoleId,
      passwordHash,
      atMs: deps.clock.now(),
    });
    if (!inserted.ok) return inserted;
    await writeAdminAudit(tx, admin, {
      action: 'admins.admin.create',
      targetType: 'admin',
      targetId: inserted.value,
      after: { loginId: input.LoginId, displayName: input.DisplayName, role: role.name },
    });
    return succeed({ AdminId: inserted.value });
  });
}

/** A new role, at once; the last active owner keeps the owner role. */
export async function setAdminRole(
  deps: TManageAdminsDeps,
  admin: TAdminSession,
  input: { AdminId: number; RoleId: number },
): Promise<TResult<true>> {
  return deps.db.transaction(async (tx) => {
    const before = await readAdmin(tx, input.AdminId);
    if (!before) return fail('NotFound', { what: `administrator ${input.AdminId}` });
    const [role] = await tx.query<{ name: string; builtin: boolean }>(
      `SELECT name, builtin FROM admin_roles WHERE id = $1`,
      [input.RoleId],
    );
    if (!role) return fail('NotFound', { what: `role ${input.RoleId}` });
    const staysOwner = role.builtin && role.name === 'owner';
    if (!staysOwner && (await isLastActiveOwner(tx, input.AdminId))) return fail('AdminLastOwner');
    await tx.query(`UPDATE admins SET role_id = $2 WHERE id = $1`, [input.AdminId, input.RoleId]);
    await writeAdminAudit(tx, admin, {
      action: 'admins.admin.set_role',
      targetType: 'admin',
      targetId: input.AdminId,
      before: { role: before.RoleName },
      after: { role: role.name },
    });
    return succeed(true);
  });
}

/** Disabling ends every session of the account at once; the last active owner stays enabled. */
export async function setAdminDisabled(
  deps: TManageAdminsDeps,
  admin: TAdminSession,
  input: { AdminId: number; Disabled: boolean },
): Promise<TResult<true>> {
  return deps.db.transaction(async (tx) => {
    const before = await readAdmin(tx, input.AdminId);
    if (!before) return fail('NotFound', { what: `administrator ${input.AdminId}` });
    if (input.Disabled && (await isLastActiveOwner(tx, input.AdminId)))
      return fail('AdminLastOwner');
    await tx.query(`UPDATE admins SET disabled = $2 WHERE id = $1`, [
      input.AdminId,
      input.Disabled,
    ]);
    const ended = input.Disabled
      ? await endAllAdminSessions(tx, {
          adminId: input.AdminId,
          reason: 'disabled',
          atMs: deps.clock.now(),
        })
      : [];
    await writeAdminAudit(tx, admin, {
      action: input.Disabled ? 'admins.admin.disable' : 'admins.admin.enable',
      targetType: 'admin',
      targetId: input.AdminId,
      before: { disabled: before.Disabled },
      after: { disabled: input.Disabled, endedSessions: ended.length },
    });
    return succeed(true);
  });
}

/**
 * For a lost phone: the authenticator and recovery codes are removed and every session ends;
 * the next login enrols a new authenticator.
 */
export async function resetAdminSecondFactor(
  deps: TManageAdminsDeps,
  admin: TAdminSession,
  input: { AdminId: number },
): Promise<TResult<true>> {
  return deps.db.transaction(async (tx) => {
    const before = await readAdmin(tx, input.AdminId);
    if (!before) return fail('NotFound', { what: `administrator ${input.AdminId}` });
    await tx.query(
      `UPDATE admins SET totp_secret = NULL, totp_pending_secret = NULL WHERE id = $1`,
      [input.AdminId],
    );
    await tx.query(`DELETE FROM admin_recovery_codes WHERE admin_id = $1`, [input.AdminId]);
    const ended = await endAllAdminSessions(tx, {
      adminId: input.AdminId,
      reason: 'second_factor_reset',
      atMs: deps.clock.now(),
    });
    await writeAdminAudit(tx, admin, {
      action: 'admins.admin.reset_second_factor',
      targetType: 'admin',
      targetId: input.AdminId,
      before: { totpEnrolled: before.TotpEnrolled },
      after: { totpEnrolled: false, endedSessions: ended.length },
    });
    return succeed(true);
  });
}

/** The addresses the account may be used from (empty: anywhere); checked on every request. */
export async function setAllowedNetworks(
  deps: TManageAdminsDeps,
  admin: TAdminSession,
  input: { AdminId: number; Networks: readonly string[] },
): Promise<TResult<string[]>> {
  const networks: string[] = [];
  for (const text of input.Networks) {
    const network = parseNetwork(text);
    if (!network) return fail('AdminNetworkInvalid', { network: text });
    networks.push(network);
  }
  return deps.db.transaction(async (tx) => {
    const before = await readAdmin(tx, input.AdminId);
    if (!before) return fail('NotFound', { what: `administrator ${input.AdminId}` });
    // network() so that 198.51.100.7/24 is kept as the network 198.51.100.0/24.
    const [row] = await tx.query<{ networks: string[] }>(
      `UPDATE admins SET allowed_networks = ARRAY(
         SELECT DISTINCT network(n::inet)::cidr FROM unnest($2::text[]) AS n)
        WHERE id = $1 RETURNING allowed_networks::text[] AS networks`,
      [input.AdminId, networks],
    );
    const after = row?.networks ?? [];
    await writeAdminAudit(tx, admin, {
      action: 'admins.admin.set_networks',
      targetType: 'admin',
      targetId: input.AdminId,
      before: { networks: before.AllowedNetworks },
      after: { networks: after },
    });
    return succeed(after);
  });
}
