import { adminPermissions, type TAdminAccount, type TAdminRole } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { permissionsOfRole } from '../identity/role-permissions.ts';

const accountColumns = `a.id, a.login_id, a.display_name, a.role_id, r.name AS role_name, a.disabled,
       a.totp_secret IS NOT NULL AS totp_enrolled, a.allowed_networks::text[] AS allowed_networks,
       a.failed_login_count, a.created_at,
       (SELECT count(*)::int FROM admin_sessions s
         WHERE s.admin_id = a.id AND s.ended_at IS NULL) AS open_sessions`;

interface TAccountRow {
  id: number;
  login_id: string;
  display_name: string;
  role_id: number;
  role_name: string;
  disabled: boolean;
  totp_enrolled: boolean;
  allowed_networks: string[];
  failed_login_count: number;
  created_at: Date;
  open_sessions: number;
}

const toAccount = (r: TAccountRow): TAdminAccount => ({
  AdminId: r.id,
  LoginId: r.login_id,
  DisplayName: r.display_name,
  RoleId: r.role_id,
  RoleName: r.role_name,
  Disabled: r.disabled,
  TotpEnrolled: r.totp_enrolled,
  AllowedNetworks: r.allowed_networks,
  FailedLoginCount: r.failed_login_count,
  OpenSessions: r.open_sessions,
  CreatedAt: r.created_at.toISOString(),
});

/** Every administrator (a site has tens, not thousands), by login ID. */
export async function listAdmins(db: TQueryable): Promise<TAdminAccount[]> {
  const rows = await db.query<TAccountRow>(
    `SELECT ${accountColumns} FROM admins a JOIN admin_roles r ON r.id = a.role_id
      ORDER BY lower(a.login_id)`,
  );
  return rows.map(toAccount);
}

export async function readAdmin(db: TQueryable, adminId: number): Promise<TAdminAccount | null> {
  const [row] = await db.query<TAccountRow>(
    `SELECT ${accountColumns} FROM admins a JOIN admin_roles r ON r.id = a.role_id
      WHERE a.id = $1`,
    [adminId],
  );
  return row ? toAccount(row) : null;
}

interface TRoleRow {
  id: number;
  name: string;
  builtin: boolean;
  permissions: string[] | null;
  admin_count: number;
}

const toRole = (r: TRoleRow): TAdminRole => {
  const granted = permissionsOfRole(r);
  return {
    RoleId: r.id,
    Name: r.name,
    Builtin: r.builtin,
    Permissions: adminPermissions.filter((permission) => granted.has(permission)),
    AdminCount: r.admin_count,
  };
};

const roleColumns = `r.id, r.name, r.builtin, r.permissions,
       (SELECT count(*)::int FROM admins a WHERE a.role_id = r.id) AS admin_count`;

/** Built-in roles first (in their fixed order of creation), then custom ones by name. */
export async function listRoles(db: TQueryable): Promise<TAdminRole[]> {
  const rows = await db.query<TRoleRow>(
    `SELECT ${roleColumns} FROM admin_roles r ORDER BY r.builtin DESC, CASE WHEN r.builtin THEN r.id END, lower(r.name)`,
  );
  return rows.map(toRole);
}

export async function readRole(db: TQueryable, roleId: number): Promise<TAdminRole | null> {
  const [row] = await db.query<TRoleRow>(
    `SELECT ${roleColumns} FROM admin_roles r WHERE r.id = $1`,
    [roleId],
  );
  return row ? toRole(row) : null;
}
