import type { TQueryable } from '../../db/database.ts';
import { permissionsOfRole } from '../admin/identity/role-permissions.ts';

/**
 * Enabled administrators whose role serves (chat.serve): the desk's transfer list. Permissions
 * of built-in roles live in code, so the filter runs here, over a list of a site's staff.
 */
export async function listOperators(db: TQueryable) {
  const rows = await db.query<{
    id: number;
    display_name: string;
    name: string;
    builtin: boolean;
    permissions: string[] | null;
  }>(
    `SELECT a.id, a.display_name, r.name, r.builtin, r.permissions
       FROM admins a JOIN admin_roles r ON r.id = a.role_id
      WHERE NOT a.disabled ORDER BY a.id`,
  );
  return rows
    .filter((row) => permissionsOfRole(row).has('chat.serve'))
    .map((row) => ({ AdminId: row.id, DisplayName: row.display_name }));
}
