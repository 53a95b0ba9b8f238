import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();

let counter = 0;
const fresh = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    LoginId: `newbie${counter}`,
    Password: 'Bright2026sun',
    ConfirmPassword: 'Bright2026sun',
    Email: `newbie${counter}@example.com`,
    ...overrides,
  };
};
const register = (body: unknown) =>
  t.call('POST', '/api/Register/Register', { body, headers: { 'accept-language': 'en' } });

describe('POST /api/Register/Register', () => {
  it('creates a player with an empty wallet and logs it in', async () => {
    const input = fresh({
      NickName: '小明',
      QQ: '123456',
      WeChat: 'wx2026',
      Phone: '+8613800138000',
    });
    const response = await register(input);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      IsAgent: false,
      UserName: input.LoginId,
      NickName: '小明',
      LoginType: 1,
    });
    const refreshed = await t.call('GET', '/api/Token/Refresh', {
      token: response.json().access_token,
    });
    expect(refreshed.statusCode).toBe(200);
    const [row] = await t.db.query<{ parent_id: number | null; balance: bigint; qq: string }>(
      `SELECT u.parent_id, a.balance, u.qq FROM users u
         JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'player' WHERE u.login_id = $1`,
      [input.LoginId],
    );
    expect(row).toEqual({ parent_id: null, balance: 0n, qq: '123456' });
  });

  it('binds the player under the agent that owns the invite code', async () => {
    const agent = await t.createAccount({ role: 'agent' });
    await t.db.query(`INSERT INTO register_links (code, agent_id) VALUES ('INVITE42', $1)`, [
      agent.userId,
    ]);
    const input = fresh({ InviteCode: 'INVITE42' });
    expect((await register(input)).statusCode).toBe(200);
    const [row] = await t.db.query<{ parent_id: number }>(
      `SELECT parent_id FROM users WHERE login_id = $1`,
      [input.LoginId],
    );
    expect(row?.parent_id).toBe(agent.userId);
    const unknown = await register(fresh({ InviteCode: 'NOSUCH99' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Code).toBe(3003);
  });

  it('refuses a taken login ID (any case) and a taken email, changing nothing', async () => {
    const first = fresh();
    await register(first);
    const sameId = await register(fresh({ LoginId: first.LoginId.toUpperCase() }));
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json()).toEqual({ Code: 3001, Message: 'This login ID is already taken' });
    const sameEmail = await register(fresh({ Email: first.Email.toUpperCase() }));
    expect(sameEmail.json().Code).toBe(3002);
    const [{ count }] = (await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM users WHERE lower(email) = lower($1)`,
      [first.Email],
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['login ID starting with a digit', { LoginId: '9lives' }, 'LoginId', 'loginId.format'],
    ['login ID with a symbol', { LoginId: 'bad_name' }, 'LoginId', 'loginId.format'],
    ['login ID too short', { LoginId: 'abc' }, 'LoginId', 'loginId.length'],
    ['login ID too long', { LoginId: 'a'.repeat(17) }, 'LoginId', 'loginId.length'],
    [
      'password without digits',
      { Password: 'OnlyLetters', ConfirmPassword: 'OnlyLetters' },
      'Password',
      'password.rule',
    ],
    [
      'password too short',
      { Password: 'ab12', ConfirmPassword: 'ab12' },
      'Password',
      'password.rule',
    ],
    [
      'password too simple',
      { Password: '12345678a', ConfirmPassword: '12345678a' },
      'Password',
      'password.tooSimple',
    ],
    [
      'password equal to login ID',
      { LoginId: 'sameas2026x', Password: 'Sameas2026X', ConfirmPassword: 'Sameas2026X' },
      'Password',
      'password.sameAsLoginId',
    ],
    [
      'confirmation differs',
      { ConfirmPassword: 'Other2026sun' },
      'ConfirmPassword',
      'password.mismatch',
    ],
    ['email missing', { Email: undefined }, 'Email', 'required'],
    ['email malformed', { Email: 'not-an-email' }, 'Email', 'email.format'],
    ['email too long', { Email: `${'a'.repeat(40)}@example.com` }, 'Email', 'email.length'],
    ['QQ too short', { QQ: '1234' }, 'QQ', 'qq.format'],
    ['QQ with letters', { QQ: '12345a' }, 'QQ', 'qq.format'],
    ['QQ too long', { QQ: '1'.repeat(21) }, 'QQ', 'qq.format'],
    ['WeChat with symbols', { WeChat: 'wx-2026' }, 'WeChat', 'wechat.format'],
    ['phone malformed', { Phone: '12-34' }, 'Phone', 'phone.format'],
  ];
  it.each(cases)('refuses %s with the field and rule', async (_name, overrides, field, rule) => {
    const input = fresh(overrides);
    const response = await register(input);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Code: 1001, Field: field, Rule: rule });
    expect(response.json().Message).toMatch(/^[A-Z][\w ]+: /);
    const rows = await t.db.query(`SELECT 1 FROM users WHERE lower(login_id) = lower($1)`, [
      String(input.LoginId),
    ]);
    expect(rows).toHaveLength(0);
  });

  it('states the bounds in the message, in Chinese by default', async () => {
    const response = await t.call('POST', '/api/Register/Register', {
      body: fresh({ LoginId: 'abc' }),
    });
    expect(response.json().Message).toBe('登录账号：长度必须为 4 到 16 个字符');
    const english = await register(fresh({ Password: 'short1', ConfirmPassword: 'short1' }));
    expect(english.json().Message).toBe(
      'Password: must be 8 to 20 characters and contain both letters and digits',
    );
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Register/Register',
      headers: { 'content-type': 'application/json' },
      payload: '{"LoginId": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Code).toBe(1005);
    const notObject = await register([1, 2]);
    expect(notObject.statusCode).toBe(400);
  });
});
