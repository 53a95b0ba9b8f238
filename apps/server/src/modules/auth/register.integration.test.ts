import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { registrationLimit } from './attempt-throttle.ts';
import type * as passwordHashing from './password-hashing.ts';
import { hashPassword } from './password-hashing.ts';

// The real hash, counted: a refused registration must not have paid for one.
vi.mock('./password-hashing.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof passwordHashing>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});
const hashes = () => vi.mocked(hashPassword).mock.calls.length;

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
const register = (body: unknown, ip = '127.0.0.1') =>
  t.call('POST', '/api/Register/Register', { ip, body, headers: { 'accept-language': 'en' } });

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

  it('hashes no password for a request refused by a cheap check', async () => {
    const ip = '192.0.2.90';
    const first = fresh();
    expect((await register(first, ip)).statusCode).toBe(200);
    const before = hashes();
    const refusals = [
      await register(fresh({ LoginId: first.LoginId }), ip),
      await register(fresh({ Email: first.Email }), ip),
      await register(fresh({ InviteCode: 'NOSUCH77' }), ip),
      await register(fresh({ Password: 'short1', ConfirmPassword: 'short1' }), ip),
    ];
    expect(refusals.map((r) => r.json().Code)).toEqual([3001, 3002, 3003, 1001]);
    expect(hashes()).toBe(before);
    expect((await register(fresh(), ip)).statusCode).toBe(200);
    expect(hashes()).toBe(before + 1);
  });

  it('limits registrations per address, before any hash, and not other addresses', async () => {
    const ip = '192.0.2.91';
    const taken = fresh();
    await register(taken, '192.0.2.92');
    for (let i = 0; i < registrationLimit.limit; i += 1) {
      expect((await register(fresh({ LoginId: taken.LoginId }), ip)).json().Code).toBe(3001);
    }
    const before = hashes();
    const limited = await register(fresh(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      Code: 2025,
      RetryAfterSeconds: registrationLimit.windowMs / 1000,
    });
    expect(limited.headers['retry-after']).toBe(String(registrationLimit.windowMs / 1000));
    expect(hashes()).toBe(before);
    expect((await register(fresh(), '192.0.2.93')).statusCode).toBe(200);
    t.clock.advance(registrationLimit.windowMs);
    expect((await register(fresh(), ip)).statusCode).toBe(200);
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
