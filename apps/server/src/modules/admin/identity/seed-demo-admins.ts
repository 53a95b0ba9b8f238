import type { TBuiltinRoleName } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { insertAdmin, roleIdByName } from './admin-records.ts';

/** One demo administrator per built-in role; each enrols an authenticator at first login. */
export const demoAdmins: readonly {
  loginId: string;
  role: TBuiltinRoleName;
  displayName: string;
}[] = [
  { loginId: 'adminowner', role: 'owner', displayName: '演示站长' },
  { loginId: 'adminfinance', role: 'finance', displayName: '演示财务' },
  { loginId: 'adminrisk', role: 'risk', displayName: '演示风控' },
  { loginId: 'adminservice', role: 'service', displayName: '演示客服' },
  { loginId: 'adminops', role: 'operations', displayName: '演示运营' },
  { loginId: 'adminreadonly', role: 'readonly', displayName: '演示只读' },
];

/**
 * Seeds the demo administrators when there are none yet (a fresh database, or one that predates
 * administrator accounts). Returns whether it did.
 */
export async function seedDemoAdmins(
  tx: TQueryable,
  passwordHash: string,
  nowMs: number,
): Promise<boolean> {
  const [existing] = await tx.query(`SELECT 1 FROM admins LIMIT 1`);
  if (existing) return false;
  for (const admin of demoAdmins) {
    const roleId = await roleIdByName(tx, admin.role);
    if (roleId === null) throw new Error(`built-in role ${admin.role} is missing`);
    const inserted = await insertAdmin(tx, {
      loginId: admin.loginId,
      displayName: admin.displayName,
      roleId,
      passwordHash,
      atMs: nowMs,
    });
    if (!inserted.ok) throw new Error(`demo administrator ${admin.loginId}: ${inserted.error}`);
  }
  return true;
}
