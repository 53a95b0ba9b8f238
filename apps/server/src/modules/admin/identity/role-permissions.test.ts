import { adminPermissions, builtinAdminRoles } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { isBuiltinRoleName, permissionsOfRole } from './role-permissions.ts';

describe('permissionsOfRole', () => {
  it("takes a built-in role's permissions from code, whatever its row holds", () => {
    const finance = permissionsOfRole({ name: 'finance', builtin: true, permissions: null });
    expect([...finance].sort()).toEqual([...builtinAdminRoles.finance].sort());
    expect(permissionsOfRole({ name: 'owner', builtin: true, permissions: null }).size).toBe(
      adminPermissions.length,
    );
  });

  it("takes a custom role's from its row, dropping names no longer known", () => {
    const custom = permissionsOfRole({
      name: 'owner',
      builtin: false,
      permissions: ['audit.view', 'retired.permission'],
    });
    expect([...custom]).toEqual(['audit.view']);
  });

  it('gives every permission to the owner and only views to readonly', () => {
    expect(builtinAdminRoles.owner).toEqual(adminPermissions);
    expect(builtinAdminRoles.readonly.every((p) => p.endsWith('.view'))).toBe(true);
    expect(isBuiltinRoleName('finance')).toBe(true);
    expect(isBuiltinRoleName('auditor')).toBe(false);
  });
});
