import { describe, expect, it } from 'vitest';
import { itRequiresLogin } from '../../test-support/requires-login.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { stateFlags } from '../auth/state-flags.ts';

const t = useTestApp();

describe('POST /api/AccountCenter/GetPlayerBaseData', () => {
  it('answers a bare player: password and email set, score 20 (securityScoreWeights)', async () => {
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const response = await t.call('POST', '/api/AccountCenter/GetPlayerBaseData', { token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      LoginId: loginId,
      NickName: loginId,
      HeadImage: null,
      Email: `${loginId}@test.invalid`,
      QQ: null,
      WeChat: null,
      Phone: null,
      Birthday: null,
      IsAgent: false,
      SecurityScore: 20,
      IsEnableGoogleAuthenticator: false,
      IsLoginWithGoogleAuth: false,
      HaveAuthQuestion: false,
      RegisterTime: expect.any(String),
      ParentLoginId: null,
      StateFlags: 0,
      PrizeGroup: 1950,
    });
    const [user] = await t.db.query<{ created_at: Date }>(
      `SELECT created_at FROM users WHERE login_id = $1`,
      [loginId],
    );
    expect(body.RegisterTime).toBe(user?.created_at.toISOString());
  });

  it('answers profile, upline and security of a fully set-up account', async () => {
    const agent = await t.createAccount({ role: 'agent' });
    const { userId, loginId } = await t.createAccount({ parentId: agent.userId });
    // Logged in first: with the authenticator bound, login would ask for a code.
    const token = await t.login(loginId);
    const flags = stateFlags.totpForLogin | stateFlags.betDisabled;
    await t.db.query(
      `UPDATE users SET phone = '+8613800138000', qq = '123456', wechat = 'wx2026',
              totp_secret = 'JBSWY3DPEHPK3PXP', state_flags = $2 WHERE id = $1`,
      [userId, flags],
    );
    await t.db.query(
      `INSERT INTO account_profiles (user_id, head_image, birthday)
       VALUES ($1, '/images/head/7.png', '1990-05-17')`,
      [userId],
    );
    const response = await t.call('POST', '/api/AccountCenter/GetPlayerBaseData', { token });
    expect(response.json()).toMatchObject({
      HeadImage: '/images/head/7.png',
      Birthday: '1990-05-17',
      QQ: '123456',
      WeChat: 'wx2026',
      Phone: '+8613800138000',
      // Password, email, phone and authenticator; no real name, fund password or questions.
      SecurityScore: 55,
      IsEnableGoogleAuthenticator: true,
      IsLoginWithGoogleAuth: true,
      ParentLoginId: agent.loginId,
      StateFlags: flags,
    });
  });

  it('says IsAgent for agents, and an authenticator not asked at login is not login with it', async () => {
    const { userId, loginId } = await t.createAccount({ role: 'agent' });
    await t.db.query(`UPDATE users SET totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = $1`, [userId]);
    const token = await t.login(loginId);
    const body = (await t.call('POST', '/api/AccountCenter/GetPlayerBaseData', { token })).json();
    expect(body).toMatchObject({
      IsAgent: true,
      SecurityScore: 45,
      IsEnableGoogleAuthenticator: true,
      IsLoginWithGoogleAuth: false,
    });
  });
});

describe('alerts', () => {
  const allOn = {
    IsFengDanEnabled: true,
    IsDrawEnabled: true,
    IsWinningEnabled: true,
    IsChatEnabled: true,
  };

  it('start all on; a setter flag is the negation of the wanted state; changes persist', async () => {
    const { loginId } = await t.createAccount();
    let token = await t.login(loginId);
    const alerts = async () =>
      (await t.call('POST', '/api/AccountCenter/GetAlertInfo', { token })).json();
    const set = async (path: string) => {
      const response = await t.call('POST', `/api/AccountCenter/${path}`, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ State: true });
    };
    expect(await alerts()).toEqual(allOn);

    await set('SetFengDanAlert/true');
    expect(await alerts()).toEqual({ ...allOn, IsFengDanEnabled: false });
    await set('SetDrawAlert/1');
    await set('SetWinningAlert/TRUE');
    expect(await alerts()).toEqual({
      ...allOn,
      IsFengDanEnabled: false,
      IsDrawEnabled: false,
      IsWinningEnabled: false,
    });
    await set('SetDrawAlert/false');
    await set('SetFengDanAlert/0');

    token = await t.login(loginId);
    expect(await alerts()).toEqual({ ...allOn, IsWinningEnabled: false });
  });

  it('refuse a flag that is not true/false/1/0 and change nothing', async () => {
    const { userId, loginId } = await t.createAccount();
    const token = await t.login(loginId);
    for (const flag of ['maybe', '2', 'yes']) {
      const response = await t.call('POST', `/api/AccountCenter/SetDrawAlert/${flag}`, {
        token,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        Code: 1001,
        Message: 'flag: must be true or false',
        Field: 'flag',
        Rule: 'flag.format',
      });
    }
    const rows = await t.db.query(`SELECT 1 FROM account_alerts WHERE user_id = $1`, [userId]);
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/VIPnew/GetPlayerVIPInfo', () => {
  it('answers level 0 and the next level for a new account, exact amounts', async () => {
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const response = await t.call('POST', '/api/VIPnew/GetPlayerVIPInfo', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Level: 0,
      LevelName: '普通会员',
      NextLevel: 1,
      NextLevelName: '青铜会员',
      NextLevelBetVolume: 10_000,
      NextLevelDeposit: 1_000,
    });
  });

  it('answers the reached level, and no next level at the top', async () => {
    const { userId, loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const vip = async (level: number) => {
      await t.db.query(
        `INSERT INTO account_vip (user_id, level, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (user_id) DO UPDATE SET level = EXCLUDED.level`,
        [userId, level],
      );
      return (await t.call('POST', '/api/VIPnew/GetPlayerVIPInfo', { token })).json();
    };
    expect(await vip(3)).toMatchObject({
      Level: 3,
      LevelName: '黄金会员',
      NextLevel: 4,
      NextLevelName: '铂金会员',
      NextLevelBetVolume: 1_000_000,
      NextLevelDeposit: 100_000,
    });
    expect(await vip(6)).toMatchObject({
      Level: 6,
      LevelName: '至尊会员',
      NextLevel: null,
      NextLevelName: null,
      NextLevelBetVolume: null,
      NextLevelDeposit: null,
    });
  });
});

describe('account endpoints need a login', () => {
  itRequiresLogin(t, [
    ['POST', '/api/AccountCenter/GetPlayerBaseData'],
    ['POST', '/api/AccountCenter/GetAlertInfo'],
    ['POST', '/api/AccountCenter/SetFengDanAlert/true'],
    ['POST', '/api/AccountCenter/SetDrawAlert/true'],
    ['POST', '/api/AccountCenter/SetWinningAlert/true'],
    ['POST', '/api/VIPnew/GetPlayerVIPInfo'],
  ]);
});
