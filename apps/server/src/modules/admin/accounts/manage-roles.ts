import type { TAdminPermission } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { writeAdminAudit } from '../audit/write-admin-audit.ts';
import { readRole } from './list-admins.ts';

interface TRoleInput {
  Name: string;
  Permissions: readonly TAdminPermission[];
}

const unique = (permissions: readonly TAdminPermission[]) => [...new Set(permissions)].sort();

/** A custom role with the chosen permissions; names are unique in any case. */
export async function createRole(
  deps: { db: TDatabase },
  admin: TAdminSession,
  input: TRoleInput,
): Promise<TResult<{ RoleId: number }>> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO admin_roles (name, builtin, permissions) VALUES ($1, false, $2)
       ON CONFLICT DO NOTHING RETURNING id`,
      [input.Name, unique(input.Permissions)],
    );
    if (!row) return fail('AdminRoleNameTaken');
    await writeAdminAudit(tx, admin, {
      action: 'admins.role.create',
      targetType: 'admin_role',
      targetId: row.id,
      after: { name: input.Name, permissions: unique(input.Permissions) },
    });
    return succeed({ RoleId: row.id });
  });
}

/**
 * Renames a custom role or changes its permissions; its administrators have the new ones at
 * their next request. Built-in roles are fixed (their permissions live in code).
 */
export async function updateRole(
  deps: { db: TDatabase },
  admin: TAdminSession,
  input: TRoleInput & { RoleId: number },
): Promise<TResult<true>> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.query<{ builtin: boolean }>(
      `SELECT builtin FROM admin_roles WHERE id = $1 FOR UPDATE`,
      [input.RoleId],
    );
    if (!locked) return fail('NotFound', { what: `role ${input.RoleId}` });
    if (locked.builtin) return fail('AdminRoleBuiltin');
    const before = await readRole(tx, input.RoleId);
    const [taken] = await tx.query(
      `SELECT 1 FROM admin_roles WHERE lower(name) = lower($1) AND id <> $2`,
      [input.Name, input.RoleId],
    );
    if (taken) return fail('AdminRoleNameTaken');
    await tx.query(`UPDATE admin_roles SET name = $2, permissions = $3 WHERE id = $1`, [
      input.RoleId,
      input.Name,
      unique(input.Permissions),
    ]);
    await writeAdminAudit(tx, admin, {
      action: 'admins.role.update',
      targetType: 'admin_role',
      targetId: input.RoleId,
      before: { name: before?.Name, permissions: before?.Permissions },
      after: { name: input.Name, permissions: unique(input.Permissions) },
    });
    return succeed(true);
  });
}
