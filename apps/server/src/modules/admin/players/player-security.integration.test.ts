import { describe, expect, it } from 'vitest';
import { expectAudited } from '../../../test-support/expect-audited.ts';
import { testPassword, useTestApp } from '../../../test-support/test-app.ts';

const t = useTestApp();

async function playerWithFundPassword() {
  const player = await t.createAccount();
  const token = await t.login(player.loginId);
  const set = await t.call('POST', '/api/AccountCenter/SetFundPassword', {
    token,
    body: { LoginPassword: testPassword, FundPassword: 'Vault2026key' },
  });
  expect(set.statusCode).toBe(200);
  return { ...player, token };
}

describe("a player's security on the player page", () => {
  it('shows the summary to viewers', async () => {
    const player = await playerWithFundPassword();
    const admin = await t.adminToken('readonly');
    const response = await t.call('GET', `/api/Admin/Players/${player.loginId}/Security`, {
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ HasFundPassword: true, SecurityScore: 40 });
    const missing = await t.call('GET', '/api/Admin/Players/nobody1/Security', { token: admin });
    expect(missing.statusCode).toBe(404);
  });

  it('resets the fund password (players.manage, audited); the player sets a new one', async () => {
    const player = await playerWithFundPassword();
    const admin = await t.adminToken('service');
    await expectAudited(t, 'POST /api/Admin/Players/ResetFundPassword', {
      token: admin,
      body: { LoginId: player.loginId, Reason: 'forgot it, verified by phone' },
      action: 'players.fund_password.reset',
      targetType: 'player',
      targetId: player.loginId,
      before: { fundPassword: true },
      after: { fundPassword: false, reason: 'forgot it, verified by phone' },
    });
    const again = await t.call('POST', '/api/Admin/Players/ResetFundPassword', {
      token: admin,
      body: { LoginId: player.loginId, Reason: 'again' },
    });
    expect(again.json().Code).toBe(7001);
    const set = await t.call('POST', '/api/AccountCenter/SetFundPassword', {
      token: player.token,
      body: { LoginPassword: testPassword, FundPassword: 'Fresh2026key' },
    });
    expect(set.statusCode).toBe(200);
  });

  it('sets and clears the real name, audited before and after', async () => {
    const player = await playerWithFundPassword();
    await t.call('POST', '/api/AccountCenter/SetRealName', {
      token: player.token,
      body: { RealName: '张三' },
    });
    const admin = await t.adminToken('service');
    await expectAudited(t, 'POST /api/Admin/Players/SetRealName', {
      token: admin,
      body: { LoginId: player.loginId, RealName: '张叁', Reason: 'typo, ID card seen' },
      action: 'players.real_name.set',
      targetType: 'player',
      targetId: player.loginId,
      before: { realName: '张三' },
      after: { realName: '张叁', reason: 'typo, ID card seen' },
    });
    const cleared = await t.call('POST', '/api/Admin/Players/SetRealName', {
      token: admin,
      body: { LoginId: player.loginId, RealName: null, Reason: 'player asked' },
    });
    expect(cleared.statusCode).toBe(200);
    const own = await t.call('POST', '/api/AccountCenter/SetRealName', {
      token: player.token,
      body: { RealName: '张三' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses viewers the changes', async () => {
    const player = await playerWithFundPassword();
    const viewer = await t.adminToken('readonly');
    const response = await t.call('POST', '/api/Admin/Players/ResetFundPassword', {
      token: viewer,
      body: { LoginId: player.loginId, Reason: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });
});
