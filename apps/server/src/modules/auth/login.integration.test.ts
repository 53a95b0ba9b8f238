import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { deviceCookie } from './known-devices.ts';
import { loginThrottle } from './login-throttle.ts';
import { totpCodeAt } from './totp.ts';

const t = useTestApp();

describe('POST /api/Token/Login', () => {
  it('answers the token and the session data of SPEC §3', async () => {
    const { loginId } = await t.createAccount({ role: 'agent' });
    const response = await t.call('POST', '/api/Token/Login', {
      body: { LoginId: loginId.toUpperCase(), Password: 'Sturdy2026pass' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 1800,
      IsAgent: true,
      UserName: loginId,
      NickName: loginId,
      LoginType: 1,
    });
    expect(body.access_token.split('.')).toHaveLength(3);
  });

  it('refuses a wrong password with code 2020 in the caller language', async () => {
    const { loginId } = await t.createAccount();
    const response = await t.call('POST', '/api/Token/Login', {
      body: { LoginId: loginId, Password: 'Wrong2026pass' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Code: 2020, Message: 'Wrong login ID or password' });
    const unknown = await t.call('POST', '/api/Token/Login', {
      body: { LoginId: 'nobody42', Password: 'Wrong2026pass' },
    });
    expect(unknown.json()).toEqual({ Code: 2020, Message: '账号或密码错误' });
  });

  it('names the missing field and rule, and touches nothing', async () => {
    const countFailures = async () => (await t.db.query(`SELECT 1 FROM login_failures`)).length;
    const before = await countFailures();
    const response = await t.call('POST', '/api/Token/Login', {
      body: { LoginId: 'someone' },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Code: 1001,
      Message: 'Password: is required',
      Field: 'Password',
      Rule: 'required',
    });
    expect(await countFailures()).toBe(before);
  });

  it('sets an HttpOnly device cookie for the login route only', async () => {
    const { loginId } = await t.createAccount();
    const response = await t.call('POST', '/api/Token/Login', {
      body: { LoginId: loginId, Password: 'Sturdy2026pass' },
    });
    expect(response.cookies).toEqual([
      expect.objectContaining({
        name: deviceCookie.name,
        path: '/api/Token/Login',
        httpOnly: true,
        sameSite: 'Strict',
        maxAge: deviceCookie.maxAgeSeconds,
      }),
    ]);
  });
});

describe('login throttles an attacker cannot turn against the owner', () => {
  const login = (loginId: string, ip: string, extra: Record<string, unknown> = {}) => {
    const { cookie, ...body } = extra;
    return t.call('POST', '/api/Token/Login', {
      ip,
      body: { LoginId: loginId, Password: 'Sturdy2026pass', ...body },
      ...(typeof cookie === 'string' ? { headers: { cookie } } : {}),
    });
  };
  const guess = (loginId: string, ip: string) => login(loginId, ip, { Password: 'Wrong2026pass' });
  /** The owner logs in once from `ip`: the browser keeps the device cookie. */
  const ownerDevice = async (loginId: string, ip: string) => {
    const response = await login(loginId, ip);
    expect(response.statusCode).toBe(200);
    const device = response.cookies.find((c) => c.name === deviceCookie.name)!;
    return `${device.name}=${device.value}`;
  };
  const bindAuthenticator = async (loginId: string) => {
    const token = await t.login(loginId);
    const { Secret } = (
      await t.call('POST', '/api/AccountCenter/BeginGoogleAuth', { token })
    ).json();
    await t.call('POST', '/api/AccountCenter/ConfirmGoogleAuth', {
      token,
      body: { Code: totpCodeAt(Secret as string, t.clock.now()) },
    });
    t.clock.advance(60_000);
    return Secret as string;
  };

  it('slows guesses from one address with growing delays, and only that address', async () => {
    const { loginId } = await t.createAccount();
    const attacker = '198.51.100.20';
    for (let i = 0; i < loginThrottle.pairFreeFailures; i += 1) {
      expect((await guess(loginId, attacker)).json().Code).toBe(2020);
    }
    const slowed = await guess(loginId, attacker);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({
      Code: 2021,
      RetryAfterSeconds: loginThrottle.pairFirstDelayMs / 1000,
    });
    expect(slowed.headers['retry-after']).toBe(String(loginThrottle.pairFirstDelayMs / 1000));

    t.clock.advance(loginThrottle.pairFirstDelayMs);
    expect((await guess(loginId, attacker)).json().Code).toBe(2020);
    const longer = await guess(loginId, attacker);
    expect(longer.json().RetryAfterSeconds).toBe((2 * loginThrottle.pairFirstDelayMs) / 1000);

    const owner = await login(loginId, '203.0.113.7');
    expect(owner.statusCode).toBe(200);
  });

  it('lets the owner in from a known device at the attacker’s address (one proxy)', async () => {
    const { loginId } = await t.createAccount();
    const proxy = '203.0.113.50';
    const cookie = await ownerDevice(loginId, proxy);
    for (let i = 0; i < loginThrottle.pairFreeFailures + 3; i += 1) await guess(loginId, proxy);
    expect((await login(loginId, proxy)).json().Code).toBe(2021);
    const fromKnownDevice = await login(loginId, proxy, { cookie });
    expect(fromKnownDevice.statusCode).toBe(200);
    const someoneElses = await ownerDevice((await t.createAccount()).loginId, proxy);
    expect((await login(loginId, proxy, { cookie: someoneElses })).json().Code).toBe(2021);
  });

  it('lets the owner in with the authenticator code at the attacker’s address', async () => {
    const { loginId } = await t.createAccount();
    const secret = await bindAuthenticator(loginId);
    const proxy = '203.0.113.51';
    for (let i = 0; i < loginThrottle.pairFreeFailures; i += 1) await guess(loginId, proxy);
    const accepted = [-30_000, 0, 30_000].map((drift) => totpCodeAt(secret, t.clock.now() + drift));
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code));
    expect((await login(loginId, proxy, { TotpCode: wrong })).json().Code).toBe(2021);
    const withCode = await login(loginId, proxy, { TotpCode: totpCodeAt(secret, t.clock.now()) });
    expect(withCode.statusCode).toBe(200);
  });

  it('slows distributed guessing account-wide without locking the owner’s device out', async () => {
    const { loginId } = await t.createAccount();
    const cookie = await ownerDevice(loginId, '203.0.113.60');
    for (let i = 0; i < loginThrottle.accountFreeFailures; i += 1) {
      expect((await guess(loginId, `198.18.0.${i + 1}`)).json().Code).toBe(2020);
    }
    const newAddress = await login(loginId, '198.18.1.1');
    expect(newAddress.statusCode).toBe(429);
    expect(newAddress.json()).toMatchObject({
      Code: 2021,
      RetryAfterSeconds: loginThrottle.accountFirstDelayMs / 1000,
    });
    expect((await login(loginId, '198.18.1.2', { cookie })).statusCode).toBe(200);
    t.clock.advance(loginThrottle.accountFirstDelayMs);
    expect((await login(loginId, '198.18.1.1')).statusCode).toBe(200);
  });

  it('slows credential stuffing from one address, not the known devices behind it', async () => {
    const { loginId } = await t.createAccount();
    const proxy = '203.0.113.70';
    const cookie = await ownerDevice(loginId, proxy);
    for (let i = 0; i < loginThrottle.addressAccountLimit; i += 1) {
      expect((await guess(`stuffed${i}`, proxy)).json().Code).toBe(2020);
    }
    const limited = await login(loginId, proxy);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().Code).toBe(2025);
    expect((await login(loginId, proxy, { cookie })).statusCode).toBe(200);
  });
});
