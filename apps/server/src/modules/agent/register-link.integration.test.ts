import { describe, expect, it } from 'vitest';
import { itRequiresLogin } from '../../test-support/requires-login.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();

async function loggedIn(options: Parameters<typeof t.createAccount>[0] = {}) {
  const account = await t.createAccount(options);
  return { ...account, token: await t.login(account.loginId) };
}

describe('POST /api/DailyPay/GetSystemRule', () => {
  it('answers the rule as JSON text with rates in percent', async () => {
    const { token } = await loggedIn({ role: 'agent' });
    const response = await t.call('POST', '/api/DailyPay/GetSystemRule', { token });
    expect(response.statusCode).toBe(200);
    const { SystemRule } = response.json();
    expect(typeof SystemRule).toBe('string');
    expect(JSON.parse(SystemRule)).toEqual({
      DailyRewardEnabledForDividendMode: true,
      DailyRewardEnabledForNoDividendMode: false,
      DailyPayMaxRate: 2,
      DailyRewardMaxRate: 1.5,
      ContractMaxRate: 50,
    });
  });
});

describe('POST /api/Register/GetRegisterLinkCode', () => {
  const linkCode = async (token: string) => {
    const response = await t.call('POST', '/api/Register/GetRegisterLinkCode', { token });
    expect(response.statusCode).toBe(200);
    return response.json().RegisterLinkCode;
  };
  const linksOf = (userId: number) =>
    t.db.query<{ code: string }>(`SELECT code FROM register_links WHERE agent_id = $1`, [userId]);

  it('makes an agent one code on first ask, keeps it, and it registers players under the agent', async () => {
    const agent = await loggedIn({ role: 'agent' });
    const code = await linkCode(agent.token);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await linkCode(agent.token)).toBe(code);
    expect(await linksOf(agent.userId)).toEqual([{ code }]);

    const registered = await t.call('POST', '/api/Register/Register', {
      body: {
        LoginId: 'invitee2026',
        Password: 'Sturdy2026pass',
        ConfirmPassword: 'Sturdy2026pass',
        Email: 'invitee2026@test.invalid',
        InviteCode: code,
      },
    });
    expect(registered.statusCode).toBe(200);
    const [invitee] = await t.db.query<{ parent_id: number }>(
      `SELECT parent_id FROM users WHERE login_id = 'invitee2026'`,
    );
    expect(invitee?.parent_id).toBe(agent.userId);
  });

  it('answers the agent’s existing active link, skipping disabled ones', async () => {
    const agent = await loggedIn({ role: 'agent' });
    await t.db.query(
      `INSERT INTO register_links (code, agent_id, created_at, disabled_at) VALUES
         ('OLDLINK1', $1, now() - interval '2 days', now()),
         ('LIVELINK', $1, now() - interval '1 day', NULL)`,
      [agent.userId],
    );
    expect(await linkCode(agent.token)).toBe('LIVELINK');
    expect(await linksOf(agent.userId)).toHaveLength(2);
  });

  it('makes one link when two first asks arrive together', async () => {
    const agent = await loggedIn({ role: 'agent' });
    const [a, b] = await Promise.all([linkCode(agent.token), linkCode(agent.token)]);
    expect(a).toBe(b);
    expect(await linksOf(agent.userId)).toHaveLength(1);
  });

  it('answers null to a player and makes nothing', async () => {
    const player = await loggedIn();
    expect(await linkCode(player.token)).toBeNull();
    expect(await linksOf(player.userId)).toHaveLength(0);
  });
});

describe('daily pay rule and register link endpoints need a login', () => {
  itRequiresLogin(t, [
    ['POST', '/api/DailyPay/GetSystemRule'],
    ['POST', '/api/Register/GetRegisterLinkCode'],
  ]);
});
