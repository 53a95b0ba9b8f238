import { describe, expect, it } from 'vitest';
import { expectAudited } from '../../test-support/expect-audited.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { stateFlags } from '../auth/state-flags.ts';

const t = useTestApp();

/** Customer service ends players' sessions and sets their flags; operations runs the site. */
const serviceToken = () => t.adminToken('service');
const operationsToken = () => t.adminToken('operations');

const walletCheck = (token: string, ip?: string) =>
  t.call('GET', '/api/Token/Refresh', { token, ...(ip ? { ip } : {}) });

describe('administrator session control', () => {
  it('blacklists one session: its holder is told "logged out, log in again"', async () => {
    const admin = await serviceToken();
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const list = await t.call('GET', `/api/Admin/Sessions?LoginId=${loginId}`, { token: admin });
    expect(list.statusCode).toBe(200);
    const [session] = list.json().Sessions;
    expect(session).toMatchObject({ LoginId: loginId, EndedAt: null, Ip: '127.0.0.1' });

    const response = await expectAudited(t, 'POST /api/Admin/Sessions/Blacklist', {
      token: admin,
      body: { SessionId: session.SessionId },
      action: 'players.session.blacklist',
      targetType: 'player_session',
      targetId: session.SessionId,
      after: { ended: true, reason: 'blacklist' },
    });
    expect(response.json()).toEqual({ EndedSessions: 1 });
    const refused = await walletCheck(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ Code: 2010, Message: '此登录已被注销，请重新登录' });
    const again = await t.call('POST', '/api/Admin/Sessions/Blacklist', {
      token: admin,
      body: { SessionId: session.SessionId },
    });
    expect(again.statusCode).toBe(404);
    const malformed = await t.call('POST', '/api/Admin/Sessions/Blacklist', {
      token: admin,
      body: { SessionId: 'abc' },
    });
    expect(malformed.json()).toMatchObject({ Code: 1001, Field: 'SessionId' });
  });

  it('forces a logout of every session of an account', async () => {
    const admin = await serviceToken();
    const { loginId, userId } = await t.createAccount();
    const token = await t.login(loginId);
    const other = await t.openExtraSession(userId);
    const response = await expectAudited(t, 'POST /api/Admin/Users/ForceLogout', {
      token: admin,
      body: { LoginId: loginId },
      action: 'players.force_logout',
      targetType: 'player',
      targetId: loginId,
    });
    expect(response.json()).toEqual({ EndedSessions: 2 });
    for (const ended of [token, other.token]) {
      const refused = await walletCheck(ended, undefined);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().Code).toBe(2013);
    }
    expect(await t.login(loginId)).toBeTruthy();
  });

  it('a disabled account is logged out and cannot log in', async () => {
    const admin = await serviceToken();
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const disable = await expectAudited(t, 'POST /api/Admin/Users/SetStateFlags', {
      token: admin,
      body: { LoginId: loginId, StateFlags: stateFlags.disabled | stateFlags.betDisabled },
      action: 'players.state_flags.set',
      targetType: 'player',
      targetId: loginId,
      before: { stateFlags: 0 },
      after: { stateFlags: stateFlags.disabled | stateFlags.betDisabled },
    });
    expect(disable.json()).toEqual({ EndedSessions: 1 });
    expect((await walletCheck(token)).json().Code).toBe(2013);
    const login = await t.call('POST', '/api/Token/Login', {
      body: { LoginId: loginId, Password: 'Sturdy2026pass' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().Code).toBe(2022);
    const unknownBit = await t.call('POST', '/api/Admin/Users/SetStateFlags', {
      token: admin,
      body: { LoginId: loginId, StateFlags: 1 << 30 },
    });
    expect(unknownBit.json()).toMatchObject({ Code: 1001, Field: 'StateFlags' });
    await t.call('POST', '/api/Admin/Users/SetStateFlags', {
      token: admin,
      body: { LoginId: loginId, StateFlags: 0 },
    });
    expect(await t.login(loginId)).toBeTruthy();
  });
});

describe('IP restriction', () => {
  it('answers 403 with an IP restriction body to a blocked network, and lets administrators in', async () => {
    const admin = await operationsToken();
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const add = await expectAudited(t, 'POST /api/Admin/IpRestrictions', {
      token: admin,
      body: { Network: '203.0.113.9/24', Note: 'abuse' },
      action: 'site.ip_restriction.add',
      targetType: 'ip_restriction',
      after: { network: '203.0.113.0/24', note: 'abuse' },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ Network: '203.0.113.0/24', Note: 'abuse' });

    const blocked = await walletCheck(token, '203.0.113.77');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      Code: 1004,
      Message: 'IP限制：您的地址（203.0.113.77）禁止访问',
    });
    const english = await t.call('POST', '/api/Token/Login', {
      ip: '203.0.113.5',
      headers: { 'accept-language': 'en' },
      body: { LoginId: loginId, Password: 'Sturdy2026pass' },
    });
    expect(english.json().Message).toMatch(/IP restriction/);
    expect((await walletCheck(token, '198.51.100.1')).statusCode).toBe(200);
    expect(
      (await t.call('GET', '/api/Admin/IpRestrictions', { token: admin, ip: '203.0.113.2' }))
        .statusCode,
    ).toBe(200);

    const bad = await t.call('POST', '/api/Admin/IpRestrictions', {
      token: admin,
      body: { Network: '300.1.1.1' },
    });
    expect(bad.json()).toMatchObject({ Code: 1001, Field: 'Network', Rule: 'format' });

    const remove = await expectAudited(t, 'DELETE /api/Admin/IpRestrictions/{id}', {
      url: `/api/Admin/IpRestrictions/${add.json().Id}`,
      token: admin,
      action: 'site.ip_restriction.remove',
      targetId: add.json().Id,
      before: { network: '203.0.113.0/24' },
    });
    expect(remove.json()).toEqual({ State: true });
    expect((await walletCheck(await t.login(loginId), '203.0.113.77')).statusCode).toBe(200);
  });

  it('blocks single IPv6 addresses too', async () => {
    const admin = await operationsToken();
    const add = await t.call('POST', '/api/Admin/IpRestrictions', {
      token: admin,
      body: { Network: '2001:db8::7' },
    });
    expect(add.json().Network).toBe('2001:db8::7/128');
    expect((await t.call('GET', '/health', { ip: '2001:db8::7' })).statusCode).toBe(200);
    expect(
      (await t.call('POST', '/api/Token/Login', { ip: '2001:db8::7', body: {} })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', '/api/Token/Login', { ip: '2001:db8::8', body: {} })).statusCode,
    ).toBe(400);
    await t.call('DELETE', `/api/Admin/IpRestrictions/${add.json().Id}`, { token: admin });
  });
});

describe('maintenance window', () => {
  it('answers every player API with 503 and OfflineEndTime, until the window ends', async () => {
    const admin = await operationsToken();
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const start = new Date(t.clock.now() + 60_000).toISOString();
    const end = new Date(t.clock.now() + 3_600_000).toISOString();
    const add = await expectAudited(t, 'POST /api/Admin/Maintenance', {
      token: admin,
      body: { StartTime: start, EndTime: end, Note: 'upgrade' },
      action: 'site.maintenance.add',
      targetType: 'maintenance_window',
      after: { StartTime: start, EndTime: end, Note: 'upgrade' },
    });
    expect(add.statusCode).toBe(200);
    expect((await walletCheck(token)).statusCode).toBe(200);

    t.clock.advance(60_000);
    const during = await walletCheck(token);
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ Code: 1003, OfflineEndTime: end });
    expect(
      (await t.call('POST', '/api/Token/Login', { body: { LoginId: loginId, Password: 'x' } }))
        .statusCode,
    ).toBe(503);
    expect((await t.call('GET', '/health')).statusCode).toBe(200);
    expect(
      (await t.call('GET', '/api/Admin/Maintenance', { token: admin })).json().Windows,
    ).toHaveLength(1);

    t.clock.advance(3_600_000);
    expect((await walletCheck(await t.login(loginId))).statusCode).toBe(200);
  });

  it('an administrator can end a window early; a backwards window is refused', async () => {
    const admin = await operationsToken();
    const now = t.clock.now();
    const add = await t.call('POST', '/api/Admin/Maintenance', {
      token: admin,
      body: {
        StartTime: new Date(now - 1000).toISOString(),
        EndTime: new Date(now + 600_000).toISOString(),
      },
    });
    expect((await t.call('GET', '/api/Token/Refresh')).statusCode).toBe(503);
    await expectAudited(t, 'DELETE /api/Admin/Maintenance/{id}', {
      url: `/api/Admin/Maintenance/${add.json().Id}`,
      token: admin,
      action: 'site.maintenance.remove',
      targetId: add.json().Id,
    });
    expect((await t.call('GET', '/api/Token/Refresh')).json().Code).toBe(2001);
    const backwards = await t.call('POST', '/api/Admin/Maintenance', {
      token: admin,
      body: { StartTime: new Date(now + 5000).toISOString(), EndTime: new Date(now).toISOString() },
    });
    expect(backwards.json()).toMatchObject({ Code: 1001, Field: 'EndTime' });
  });
});
