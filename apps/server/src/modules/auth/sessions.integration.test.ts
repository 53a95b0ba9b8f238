import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { oldPasswordLimit } from './attempt-throttle.ts';
import { authenticate } from './authenticate.ts';
import { openSession } from './sessions.ts';
import { createTokenService } from './token-service.ts';

const t = useTestApp();

const refresh = (token: string) => t.call('GET', '/api/Token/Refresh', { token });

describe('sessions', () => {
  it('refreshes a live session into a new working token', async () => {
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    t.clock.advance(1000);
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    const renewed = response.json().access_token as string;
    expect(renewed).not.toBe(token);
    expect((await refresh(renewed)).statusCode).toBe(200);
  });

  it('keeps the older token valid until it expires, and no token revives an ended session', async () => {
    const { loginId } = await t.createAccount();
    const older = await t.login(loginId);
    t.clock.advance(1000);
    const newer = (await refresh(older)).json().access_token as string;
    expect((await refresh(older)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/Token/Logout', { token: newer })).statusCode).toBe(200);
    for (const token of [older, newer]) {
      const refused = await refresh(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().Code).toBe(2014);
    }
  });

  it('tells a request without a token, with a forged one or an expired one to log in', async () => {
    const { loginId } = await t.createAccount();
    expect((await t.call('GET', '/api/Token/Refresh')).json().Code).toBe(2001);
    const forged = await createTokenService(new Uint8Array(32), 60).sign(
      { sessionId: crypto.randomUUID(), userId: 1 },
      t.clock.now(),
    );
    const badSignature = await refresh(forged);
    expect(badSignature.statusCode).toBe(401);
    expect(badSignature.json().Code).toBe(2002);
    expect((await refresh('not.a.token')).json().Code).toBe(2002);
    const token = await t.login(loginId);
    t.clock.advance(1801_000);
    const expired = await refresh(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().Code).toBe(2003);
  });

  it('ends the older session when the same user logs in again: "different user"', async () => {
    const { loginId } = await t.createAccount();
    const first = await t.login(loginId);
    const second = await t.login(loginId);
    const response = await refresh(first);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      Code: 2011,
      Message: '您的账号已在别处登录，此登录已被注销',
    });
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('logs out: the token stops working at once', async () => {
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const response = await t.call('POST', '/api/Token/Logout', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ State: true });
    expect((await refresh(token)).json().Code).toBe(2014);
  });

  it('a password change ends the other sessions ("password changed") and keeps this one', async () => {
    const { loginId, userId } = await t.createAccount();
    const current = await t.login(loginId);
    const other = await t.openExtraSession(userId);
    const change = await t.call('POST', '/api/AccountCenter/ChangePassword', {
      token: current,
      body: { OldPassword: 'Sturdy2026pass', NewPassword: 'Fresher2027pass' },
    });
    expect(change.statusCode).toBe(200);
    expect((await refresh(other.token)).json()).toMatchObject({ Code: 2012 });
    expect((await refresh(current)).statusCode).toBe(200);
    const oldPassword = await t.call('POST', '/api/Token/Login', {
      body: { LoginId: loginId, Password: 'Sturdy2026pass' },
    });
    expect(oldPassword.json().Code).toBe(2020);
    expect(await t.login(loginId, 'Fresher2027pass')).toBeTruthy();
  });

  it('refuses a wrong old password and a new password that breaks the rules', async () => {
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const change = (body: object) =>
      t.call('POST', '/api/AccountCenter/ChangePassword', {
        token,
        body,
        headers: { 'accept-language': 'en' },
      });
    expect(
      (await change({ OldPassword: 'Nope2026pass', NewPassword: 'Fresher2027pass' })).json().Code,
    ).toBe(3005);
    expect(
      (await change({ OldPassword: 'Sturdy2026pass', NewPassword: 'Sturdy2026pass' })).json(),
    ).toMatchObject({ Code: 1001, Field: 'NewPassword', Rule: 'password.sameAsOld' });
    expect(
      (await change({ OldPassword: 'Sturdy2026pass', NewPassword: `${loginId}` })).json(),
    ).toMatchObject({ Code: 1001, Field: 'NewPassword' });
    expect(
      (await change({ OldPassword: 'Sturdy2026pass', NewPassword: 'abcdefgh1' })).json(),
    ).toMatchObject({ Rule: 'password.tooSimple' });
    expect((await refresh(token)).statusCode).toBe(200);
  });

  it('limits wrong current passwords at ChangePassword per account, then lets it try again', async () => {
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const change = (OldPassword: string) =>
      t.call('POST', '/api/AccountCenter/ChangePassword', {
        token,
        body: { OldPassword, NewPassword: 'Fresher2027pass' },
      });
    for (let i = 0; i < oldPasswordLimit.limit; i += 1) {
      expect((await change('Guess2026pass')).json().Code).toBe(3005);
    }
    const limited = await change('Sturdy2026pass');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      Code: 2025,
      RetryAfterSeconds: oldPasswordLimit.windowMs / 1000,
    });
    expect(limited.headers['retry-after']).toBe(String(oldPasswordLimit.windowMs / 1000));
    t.clock.advance(oldPasswordLimit.windowMs);
    expect((await change('Sturdy2026pass')).statusCode).toBe(200);
  });

  it("checks roles: agent-only access; a player's token opens no administrator route", async () => {
    const player = await t.createAccount();
    const agent = await t.createAccount({ role: 'agent' });
    const deps = {
      db: t.db,
      clock: t.clock,
      ids: { uuid: () => crypto.randomUUID() },
      tokens: createTokenService(new Uint8Array(32), 60),
    };
    const tokenFor = async (userId: number) => {
      const sessionId = crypto.randomUUID();
      await openSession(t.db, {
        id: sessionId,
        userId,
        loginType: 1,
        ip: null,
        atMs: t.clock.now(),
      });
      return deps.tokens.sign({ sessionId, userId }, t.clock.now());
    };
    const playerToken = await tokenFor(player.userId);
    await expect(authenticate(deps, playerToken, 'agent')).rejects.toMatchObject({
      errorName: 'AgentOnly',
    });
    await expect(authenticate(deps, playerToken, 'user')).resolves.toMatchObject({
      role: 'player',
      loginId: player.loginId,
    });
    await expect(authenticate(deps, await tokenFor(agent.userId), 'agent')).resolves.toMatchObject({
      role: 'agent',
    });

    const adminCall = await t.call('GET', '/api/Admin/IpRestrictions', {
      token: await t.login(player.loginId),
    });
    // Administrators have their own accounts and tokens (audience 'admin'): not this one.
    expect(adminCall.statusCode).toBe(401);
    expect(adminCall.json().Code).toBe(2002);
  });
});
