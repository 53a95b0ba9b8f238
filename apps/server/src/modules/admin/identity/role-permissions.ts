import {
  builtinAdminRoles,
  builtinRoleNames,
  isAdminPermission,
  type TAdminPermission,
  type TBuiltinRoleName,
} from '@lottery/contracts';

export const isBuiltinRoleName = (name: string): name is TBuiltinRoleName =>
  (builtinRoleNames as readonly string[]).includes(name);

/**
 * A role's permissions: a built-in role's from code (so a permission added there reaches it at
 * once), a custom role's from its row. Unknown names in a row (a permission since removed) are
 * dropped rather than trusted.
 */
export function permissionsOfRole(role: {
  name: string;
  builtin: boolean;
  permissions: readonly string[] | null;
}): ReadonlySet<TAdminPermission> {
  if (role.builtin && isBuiltinRoleName(role.name)) return new Set(builtinAdminRoles[role.name]);
  return new Set((role.permissions ?? []).filter(isAdminPermission));
}
