import { describe, expect, it } from 'vitest';
import { testAdminTotpSecret } from '../../../test-support/admin-accounts.ts';
import { expectAudited } from '../../../test-support/expect-audited.ts';
import { testPassword, useTestApp } from '../../../test-support/test-app.ts';
import { totpCodeAt } from '../../auth/totp.ts';

const t = useTestApp();

const login = (LoginId: string, Password = testPassword, ip?: string) =>
  t.call('POST', '/api/AdminAuth/Login', { body: { LoginId, Password }, ...(ip ? { ip } : {}) });

const meOf = (token: string) => t.call('GET', '/api/AdminAuth/Me', { token });

/** Moves the clock to the next TOTP step, so a new code is not one already used. */
const nextStep = () => t.clock.advance(30_000);

async function passwordStep(loginId: string) {
  const response = await login(loginId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { AccessToken: string; Stage: string; TotpEnrolled: boolean };
}

async function fullLogin(loginId: string, secret = testAdminTotpSecret) {
  nextStep();
  const { AccessToken } = await passwordStep(loginId);
  const verify = await t.call('POST', '/api/AdminAuth/Totp/Verify', {
    token: AccessToken,
    body: { Code: totpCodeAt(secret, t.clock.now()) },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  return AccessToken;
}

describe('administrator login', () => {
  it('enrols an authenticator at first login, then answers Me; codes are one-use', async () => {
    const admin = await t.createAdmin({ role: 'finance', totpEnrolled: false });
    expect((await login(admin.loginId, 'Wrong2026pass')).json().Code).toBe(6006);
    expect((await login('nosuchadmin')).json().Code).toBe(6006);

    const first = await expectAudited(t, 'POST /api/AdminAuth/Login', {
      actorAdminId: admin.adminId,
      body: { LoginId: admin.loginId.toUpperCase(), Password: testPassword },
      action: 'auth.login.password',
      targetType: 'admin_session',
    });
    expect(first.json()).toMatchObject({ Stage: 'password', TotpEnrolled: false });
    const token = first.json().AccessToken as string;

    // The password alone opens nothing but the second-factor routes.
    for (const url of ['/api/AdminAuth/Me', '/api/Admin/Maintenance']) {
      const refused = await t.call('GET', url, { token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Code).toBe(6002);
    }
    const notYet = await t.call('POST', '/api/AdminAuth/Totp/Verify', {
      token,
      body: { Code: '123456' },
    });
    expect(notYet.json().Code).toBe(6008);

    const enrol = await expectAudited(t, 'POST /api/AdminAuth/Totp/Enrol', {
      token,
      action: 'auth.totp.enrol_start',
      targetType: 'admin',
      targetId: admin.adminId,
    });
    const { Secret, OtpauthUri } = enrol.json() as { Secret: string; OtpauthUri: string };
    expect(OtpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const [audit] = await t.db.query<{ text: string }>(
      `SELECT concat(before::text, after::text) AS text FROM admin_audit
        WHERE action = 'auth.totp.enrol_start' AND admin_id = $1`,
      [admin.adminId],
    );
    expect(audit?.text).not.toContain(Secret);

    const wrong = await t.call('POST', '/api/AdminAuth/Totp/Verify', {
      token,
      body: { Code: totpCodeAt(Secret, t.clock.now() + 300_000) },
    });
    expect(wrong.json().Code).toBe(6007);
    const code = totpCodeAt(Secret, t.clock.now());
    const verified = await expectAudited(t, 'POST /api/AdminAuth/Totp/Verify', {
      token,
      body: { Code: code },
      action: 'auth.login.second_factor',
      after: { stage: 'verified', by: 'totp', enrolled: true },
    });
    const recoveryCodes = verified.json().RecoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const me = await t.call('GET', '/api/AdminAuth/Me', { token });
    expect(me.json()).toMatchObject({
      AdminId: admin.adminId,
      LoginId: admin.loginId,
      RoleName: 'finance',
      RecoveryCodesLeft: 10,
    });
    expect(me.json().Permissions).toContain('balance.approve');
    expect(me.json().Permissions).not.toContain('admins.manage');
    expect((await t.call('POST', '/api/AdminAuth/Totp/Enrol', { token })).json().Code).toBe(6009);

    // The same code (its time step) is never accepted twice, even on a new session.
    const again = await passwordStep(admin.loginId);
    expect(again.TotpEnrolled).toBe(true);
    const replay = await t.call('POST', '/api/AdminAuth/Totp/Verify', {
      token: again.AccessToken,
      body: { Code: code },
    });
    expect(replay.json().Code).toBe(6007);

    // A recovery code works once.
    const [recovery] = recoveryCodes;
    const byRecovery = await t.call('POST', '/api/AdminAuth/Totp/Verify', {
      token: again.AccessToken,
      body: { RecoveryCode: recovery!.toUpperCase() },
    });
    expect(byRecovery.statusCode, byRecovery.body).toBe(200);
    expect(byRecovery.json().RecoveryCodes).toBeNull();
    expect((await meOf(again.AccessToken)).json().RecoveryCodesLeft).toBe(9);
    const third = await passwordStep(admin.loginId);
    const reused = await t.call('POST', '/api/AdminAuth/Totp/Verify', {
      token: third.AccessToken,
      body: { RecoveryCode: recovery },
    });
    expect(reused.json().Code).toBe(6007);

    // Regenerating replaces every code.
    nextStep();
    const regenerated = await expectAudited(t, 'POST /api/AdminAuth/RecoveryCodes/Regenerate', {
      token,
      body: { Code: totpCodeAt(Secret, t.clock.now()) },
      action: 'auth.recovery_codes.regenerate',
    });
    expect(regenerated.json().RecoveryCodes).toHaveLength(10);
    const old = await t.call('POST', '/api/AdminAuth/Totp/Verify', {
      token: third.AccessToken,
      body: { RecoveryCode: recoveryCodes[1] },
    });
    expect(old.json().Code).toBe(6007);
  });

  it('gives the second step ten minutes after the password', async () => {
    const admin = await t.createAdmin({ role: 'readonly' });
    const { AccessToken } = await passwordStep(admin.loginId);
    t.clock.advance(10 * 60_000 + 1);
    const late = await t.call('POST', '/api/AdminAuth/Totp/Verify', {
      token: AccessToken,
      body: { Code: totpCodeAt(testAdminTotpSecret, t.clock.now()) },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().Code).toBe(6004);
  });

  it('throttles password guessing per account and address, like players’ logins', async () => {
    const admin = await t.createAdmin({ role: 'readonly' });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login(admin.loginId, 'Wrong2026pass', '198.51.100.20')).statusCode).toBe(400);
    const locked = await login(admin.loginId, testPassword, '198.51.100.20');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ Code: 2021 });
    // Another address is not braked by the pair's failures.
    expect((await login(admin.loginId, testPassword, '198.51.100.21')).statusCode).toBe(200);
    const [row] = await t.db.query<{ failed_login_count: number }>(
      `SELECT failed_login_count FROM admins WHERE id = $1`,
      [admin.adminId],
    );
    expect(row?.failed_login_count).toBe(5);
  });

  it('keeps administrator and player tokens apart', async () => {
    const { loginId } = await t.createAccount();
    const playerToken = await t.login(loginId);
    const adminToken = await fullLogin((await t.createAdmin({ role: 'owner' })).loginId);
    const asPlayer = await t.call('GET', '/api/AdminAuth/Me', { token: playerToken });
    expect(asPlayer.statusCode).toBe(401);
    expect(asPlayer.json().Code).toBe(2002);
    const asAdmin = await t.call('GET', '/api/Token/Refresh', { token: adminToken });
    expect(asAdmin.statusCode).toBe(401);
    expect(asAdmin.json().Code).toBe(2002);
    expect((await t.call('GET', '/api/AdminAuth/Me')).json().Code).toBe(2001);
  });
});

describe('administrator sessions', () => {
  it('lists and ends its own sessions, refreshes and logs out; an ended session is refused at once', async () => {
    const admin = await t.createAdmin({ role: 'service' });
    const laptop = await fullLogin(admin.loginId);
    const tablet = await fullLogin(admin.loginId);
    type TListed = { SessionId: string; IsCurrent: boolean }[];
    const currentOf = async (token: string) => {
      const listed = await t.call('GET', '/api/AdminAuth/Sessions', { token });
      const sessions = listed.json().Sessions as TListed;
      expect(sessions.filter((s) => s.IsCurrent)).toHaveLength(1);
      expect(sessions.length).toBeGreaterThanOrEqual(2);
      return sessions.find((s) => s.IsCurrent)!.SessionId;
    };
    const current = await currentOf(laptop);
    const tabletId = await currentOf(tablet);

    const refreshed = await t.call('GET', '/api/AdminAuth/Token/Refresh', { token: tablet });
    const tabletAgain = refreshed.json().AccessToken as string;
    expect((await t.call('GET', '/api/AdminAuth/Me', { token: tabletAgain })).statusCode).toBe(200);

    await expectAudited(t, 'POST /api/AdminAuth/Sessions/End', {
      token: laptop,
      body: { SessionId: tabletId },
      action: 'auth.session.end',
      targetId: tabletId,
    });
    for (const ended of [tablet, tabletAgain]) {
      const refused = await t.call('GET', '/api/AdminAuth/Me', { token: ended });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().Code).toBe(6004);
    }
    // Another administrator's session is not one's own to end.
    const stranger = await t.createAdmin({ role: 'service' });
    const foreign = await t.call('POST', '/api/AdminAuth/Sessions/End', {
      token: stranger.token,
      body: { SessionId: current },
    });
    expect(foreign.statusCode).toBe(404);

    await expectAudited(t, 'POST /api/AdminAuth/Logout', {
      token: laptop,
      action: 'auth.logout',
      targetId: current,
    });
    expect((await t.call('GET', '/api/AdminAuth/Me', { token: laptop })).json().Code).toBe(6004);
  });
});
