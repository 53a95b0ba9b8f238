import { describe, expect, it } from 'vitest';
import { expectAudited } from '../../../test-support/expect-audited.ts';
import { testPassword, useTestApp } from '../../../test-support/test-app.ts';

const t = useTestApp();

const me = (token: string, ip?: string) =>
  t.call('GET', '/api/AdminAuth/Me', { token, ...(ip ? { ip } : {}) });

async function roleId(name: string): Promise<number> {
  const roles = (
    await t.call('GET', '/api/Admin/Roles', { token: await t.adminToken('owner') })
  ).json().Roles as { RoleId: number; Name: string }[];
  return roles.find((role) => role.Name === name)!.RoleId;
}

describe('administrators', () => {
  it('an owner creates an administrator who can then log in; login IDs are unique', async () => {
    const owner = await t.adminToken('owner');
    const body = {
      LoginId: 'newcashier',
      DisplayName: '新出纳',
      RoleId: await roleId('finance'),
      Password: 'Cashier2026pass',
    };
    const created = await expectAudited(t, 'POST /api/Admin/Admins', {
      token: owner,
      body,
      action: 'admins.admin.create',
      targetType: 'admin',
      after: { loginId: 'newcashier', role: 'finance' },
    });
    const login = await t.call('POST', '/api/AdminAuth/Login', {
      body: { LoginId: 'NewCashier', Password: 'Cashier2026pass' },
    });
    expect(login.json()).toMatchObject({ Stage: 'password', TotpEnrolled: false });
    const again = await t.call('POST', '/api/Admin/Admins', {
      token: owner,
      body: { ...body, LoginId: 'NEWCASHIER' },
    });
    expect(again.json().Code).toBe(6010);
    const listed = await t.call('GET', '/api/Admin/Admins', { token: owner });
    expect(listed.json().Admins).toContainEqual(
      expect.objectContaining({
        AdminId: created.json().AdminId,
        LoginId: 'newcashier',
        RoleName: 'finance',
        TotpEnrolled: false,
        Disabled: false,
        AllowedNetworks: [],
        OpenSessions: 1,
      }),
    );
    const weak = await t.call('POST', '/api/Admin/Admins', {
      token: owner,
      body: { ...body, LoginId: 'weakone', Password: 'abc' },
    });
    expect(weak.json()).toMatchObject({ Code: 1001, Field: 'Password' });
  });

  it('custom roles take effect at the next request; built-in roles are fixed', async () => {
    const owner = await t.adminToken('owner');
    const created = await expectAudited(t, 'POST /api/Admin/Roles', {
      token: owner,
      body: { Name: '审计员', Permissions: ['audit.view', 'dashboard.view', 'audit.view'] },
      action: 'admins.role.create',
      targetType: 'admin_role',
      after: { name: '审计员', permissions: ['audit.view', 'dashboard.view'] },
    });
    const auditorRole = created.json().RoleId as number;
    const duplicate = await t.call('POST', '/api/Admin/Roles', {
      token: owner,
      body: { Name: '审计员', Permissions: [] },
    });
    expect(duplicate.json().Code).toBe(6013);

    const someone = await t.createAdmin({ role: 'readonly' });
    await expectAudited(t, 'POST /api/Admin/Admins/SetRole', {
      token: owner,
      body: { AdminId: someone.adminId, RoleId: auditorRole },
      action: 'admins.admin.set_role',
      targetId: someone.adminId,
      before: { role: 'readonly' },
      after: { role: '审计员' },
    });
    expect((await me(someone.token)).json()).toMatchObject({
      RoleName: '审计员',
      Permissions: ['dashboard.view', 'audit.view'],
    });
    expect((await t.call('GET', '/api/Admin/Admins', { token: someone.token })).json().Code).toBe(
      6001,
    );

    await expectAudited(t, 'POST /api/Admin/Roles/Update', {
      token: owner,
      body: { RoleId: auditorRole, Name: '审计员', Permissions: ['audit.view', 'admins.view'] },
      action: 'admins.role.update',
      before: { permissions: ['dashboard.view', 'audit.view'] },
      after: { permissions: ['admins.view', 'audit.view'] },
    });
    expect((await t.call('GET', '/api/Admin/Admins', { token: someone.token })).statusCode).toBe(
      200,
    );
    const builtin = await t.call('POST', '/api/Admin/Roles/Update', {
      token: owner,
      body: { RoleId: await roleId('finance'), Name: 'finance', Permissions: [] },
    });
    expect(builtin.json().Code).toBe(6011);
    const roles = (await t.call('GET', '/api/Admin/Roles', { token: owner })).json().Roles;
    expect(roles.slice(0, 6).map((r: { Name: string }) => r.Name)).toEqual([
      'owner',
      'finance',
      'risk',
      'service',
      'operations',
      'readonly',
    ]);
  });

  it('disabling ends every session at once; enabling lets the account log in again', async () => {
    const owner = await t.adminToken('owner');
    const target = await t.createAdmin({ role: 'service' });
    await expectAudited(t, 'POST /api/Admin/Admins/SetDisabled', {
      token: owner,
      body: { AdminId: target.adminId, Disabled: true },
      action: 'admins.admin.disable',
      after: { disabled: true, endedSessions: 1 },
    });
    expect((await me(target.token)).json().Code).toBe(6004);
    const login = await t.call('POST', '/api/AdminAuth/Login', {
      body: { LoginId: target.loginId, Password: testPassword },
    });
    expect(login.json().Code).toBe(6005);
    await t.call('POST', '/api/Admin/Admins/SetDisabled', {
      token: owner,
      body: { AdminId: target.adminId, Disabled: false },
    });
    const back = await t.call('POST', '/api/AdminAuth/Login', {
      body: { LoginId: target.loginId, Password: testPassword },
    });
    expect(back.statusCode).toBe(200);
  });

  it('the last active owner can be neither demoted nor disabled', async () => {
    const readonly = await roleId('readonly');
    const owner = await t.createAdmin({ role: 'owner' });
    await t.db.query(
      `UPDATE admins SET disabled = true
        WHERE id <> $1 AND role_id = (SELECT id FROM admin_roles WHERE name = 'owner')`,
      [owner.adminId],
    );
    const demote = await t.call('POST', '/api/Admin/Admins/SetRole', {
      token: owner.token,
      body: { AdminId: owner.adminId, RoleId: readonly },
    });
    expect(demote.json(), demote.body).toMatchObject({ Code: 6012 });
    const disable = await t.call('POST', '/api/Admin/Admins/SetDisabled', {
      token: owner.token,
      body: { AdminId: owner.adminId, Disabled: true },
    });
    expect(disable.json().Code).toBe(6012);
    // With a second active owner, the first may step down.
    const second = await t.createAdmin({ role: 'owner' });
    const stepDown = await t.call('POST', '/api/Admin/Admins/SetRole', {
      token: second.token,
      body: { AdminId: owner.adminId, RoleId: readonly },
    });
    expect(stepDown.statusCode).toBe(200);
    await t.db.query(`UPDATE admins SET disabled = false`);
  });

  it('of two last owners demoting each other at the same moment, one stays owner', async () => {
    const readonly = await roleId('readonly');
    const first = await t.createAdmin({ role: 'owner' });
    const second = await t.createAdmin({ role: 'owner' });
    await t.db.query(
      `UPDATE admins SET disabled = true
        WHERE id NOT IN ($1, $2) AND role_id = (SELECT id FROM admin_roles WHERE name = 'owner')`,
      [first.adminId, second.adminId],
    );
    const answers = await Promise.all([
      t.call('POST', '/api/Admin/Admins/SetRole', {
        token: first.token,
        body: { AdminId: second.adminId, RoleId: readonly },
      }),
      t.call('POST', '/api/Admin/Admins/SetRole', {
        token: second.token,
        body: { AdminId: first.adminId, RoleId: readonly },
      }),
    ]);
    const codes = answers.map((answer) => answer.json().Code ?? 0).sort();
    // The loser is refused either as the last owner or, demoted first, as no longer an owner.
    expect(codes[0]).toBe(0);
    expect([6001, 6012]).toContain(codes[1]);
    const [owners] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admins a JOIN admin_roles r ON r.id = a.role_id
        WHERE r.name = 'owner' AND NOT a.disabled`,
    );
    expect(owners?.n).toBe(1);
    await t.db.query(`UPDATE admins SET disabled = false`);
  });

  it('resets a lost second factor: sessions end, the next login enrols anew', async () => {
    const owner = await t.adminToken('owner');
    const target = await t.createAdmin({ role: 'risk' });
    await expectAudited(t, 'POST /api/Admin/Admins/ResetSecondFactor', {
      token: owner,
      body: { AdminId: target.adminId },
      action: 'admins.admin.reset_second_factor',
      before: { totpEnrolled: true },
      after: { totpEnrolled: false, endedSessions: 1 },
    });
    expect((await me(target.token)).json().Code).toBe(6004);
    const login = await t.call('POST', '/api/AdminAuth/Login', {
      body: { LoginId: target.loginId, Password: testPassword },
    });
    expect(login.json()).toMatchObject({ TotpEnrolled: false });
  });

  it('an allow-list of networks refuses the account elsewhere, at login and on every request', async () => {
    const owner = await t.adminToken('owner');
    const target = await t.createAdmin({ role: 'operations' });
    const set = await expectAudited(t, 'POST /api/Admin/Admins/SetAllowedNetworks', {
      token: owner,
      body: { AdminId: target.adminId, Networks: ['203.0.113.9/24', '2001:db8::1'] },
      action: 'admins.admin.set_networks',
      before: { networks: [] },
      after: { networks: ['203.0.113.0/24', '2001:db8::1/128'] },
    });
    expect(set.json().Networks).toEqual(['203.0.113.0/24', '2001:db8::1/128']);
    const refused = await me(target.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Code).toBe(6003);
    expect((await me(target.token, '203.0.113.77')).statusCode).toBe(200);
    const login = await t.call('POST', '/api/AdminAuth/Login', {
      body: { LoginId: target.loginId, Password: testPassword },
    });
    expect(login.json().Code).toBe(6003);
    const bad = await t.call('POST', '/api/Admin/Admins/SetAllowedNetworks', {
      token: owner,
      body: { AdminId: target.adminId, Networks: ['300.1.1.1'] },
    });
    expect(bad.json()).toMatchObject({ Code: 6015 });
    await t.call('POST', '/api/Admin/Admins/SetAllowedNetworks', {
      token: owner,
      body: { AdminId: target.adminId, Networks: [] },
    });
    expect((await me(target.token)).statusCode).toBe(200);
  });

  it("an owner lists and ends any administrator's sessions", async () => {
    const owner = await t.adminToken('owner');
    const target = await t.createAdmin({ role: 'finance' });
    const listed = await t.call('GET', `/api/Admin/Admins/Sessions?AdminId=${target.adminId}`, {
      token: owner,
    });
    const [session] = listed.json().Sessions as { SessionId: string; EndedAt: null }[];
    expect(session).toMatchObject({ AdminId: target.adminId, EndedAt: null, IsCurrent: false });
    await expectAudited(t, 'POST /api/Admin/Admins/Sessions/End', {
      token: owner,
      body: { SessionId: session!.SessionId },
      action: 'auth.session.end',
      targetId: session!.SessionId,
      after: { adminId: target.adminId, ended: true },
    });
    expect((await me(target.token)).json().Code).toBe(6004);
  });
});
