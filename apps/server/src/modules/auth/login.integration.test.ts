import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { loginThrottle } from './login-throttle.ts';

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

  it('locks the account after repeated wrong passwords and says when to retry', async () => {
    const { loginId } = await t.createAccount();
    const ip = '198.51.100.20';
    const attempt = (password: string) =>
      t.call('POST', '/api/Token/Login', { ip, body: { LoginId: loginId, Password: password } });
    for (let i = 1; i < loginThrottle.accountLockAfter; i += 1) {
      expect((await attempt('Wrong2026pass')).json().Code).toBe(2020);
    }
    const locking = await attempt('Wrong2026pass');
    expect(locking.statusCode).toBe(429);
    expect(locking.json()).toMatchObject({
      Code: 2021,
      RetryAfterSeconds: loginThrottle.accountLockMs / 1000,
    });

    t.clock.advance(60_000);
    const whileLocked = await attempt('Sturdy2026pass');
    expect(whileLocked.statusCode).toBe(429);
    expect(whileLocked.json().RetryAfterSeconds).toBe(loginThrottle.accountLockMs / 1000 - 60);

    t.clock.advance(loginThrottle.accountLockMs);
    expect((await attempt('Sturdy2026pass')).statusCode).toBe(200);
  });
});
