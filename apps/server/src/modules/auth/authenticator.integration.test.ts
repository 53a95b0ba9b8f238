import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { loginThrottle } from './login-throttle.ts';
import { totpCodeAt } from './totp.ts';

const t = useTestApp();

describe('authenticator (TOTP) login', () => {
  it('binds an authenticator, then asks for and checks a code at login', async () => {
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const begin = await t.call('POST', '/api/AccountCenter/BeginGoogleAuth', { token });
    expect(begin.statusCode).toBe(200);
    const { Secret, OtpAuthUrl } = begin.json();
    expect(OtpAuthUrl).toContain(`otpauth://totp/`);
    expect(OtpAuthUrl).toContain(Secret);

    const accepted = [-30_000, 0, 30_000].map((drift) => totpCodeAt(Secret, t.clock.now() + drift));
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code));
    const wrongConfirm = await t.call('POST', '/api/AccountCenter/ConfirmGoogleAuth', {
      token,
      body: { Code: wrong },
    });
    expect(wrongConfirm.json().Code).toBe(2024);
    const confirm = await t.call('POST', '/api/AccountCenter/ConfirmGoogleAuth', {
      token,
      body: { Code: totpCodeAt(Secret, t.clock.now()) },
    });
    expect(confirm.json()).toEqual({ State: true, RecoveryCodes: expect.any(Array) });
    expect(confirm.json().RecoveryCodes).toHaveLength(10);
    expect(
      (await t.call('POST', '/api/AccountCenter/BeginGoogleAuth', { token })).json().Code,
    ).toBe(2032);

    const withoutCode = await t.call('POST', '/api/Token/Login', {
      body: { LoginId: loginId, Password: 'Sturdy2026pass' },
    });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().Code).toBe(2023);

    t.clock.advance(60_000);
    const code = totpCodeAt(Secret, t.clock.now());
    const ok = await t.call('POST', '/api/Token/Login', {
      body: { LoginId: loginId, Password: 'Sturdy2026pass', TotpCode: code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().LoginType).toBe(2);

    const replay = await t.call('POST', '/api/Token/Login', {
      body: { LoginId: loginId, Password: 'Sturdy2026pass', TotpCode: code },
    });
    expect(replay.json().Code).toBe(2024);
    const malformed = await t.call('POST', '/api/Token/Login', {
      body: { LoginId: loginId, Password: 'Sturdy2026pass', TotpCode: '12ab' },
    });
    expect(malformed.json()).toMatchObject({ Code: 1001, Field: 'TotpCode', Rule: 'totp.format' });
  });

  it('refuses confirming before beginning', async () => {
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const response = await t.call('POST', '/api/AccountCenter/ConfirmGoogleAuth', {
      token,
      body: { Code: '123456' },
    });
    expect(response.json().Code).toBe(2033);
  });
});

describe('per-address limit', () => {
  it('slows one address guessing across many accounts, and not the others', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < loginThrottle.addressAccountLimit; i += 1) {
      const response = await t.call('POST', '/api/Token/Login', {
        ip,
        body: { LoginId: `ghost${i}`, Password: 'Guess2026pass' },
      });
      expect(response.json().Code).toBe(2020);
    }
    const { loginId } = await t.createAccount();
    const limited = await t.call('POST', '/api/Token/Login', {
      ip,
      body: { LoginId: loginId, Password: 'Sturdy2026pass' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      Code: 2025,
      RetryAfterSeconds: loginThrottle.addressWindowMs / 1000,
    });
    const elsewhere = await t.call('POST', '/api/Token/Login', {
      ip: '192.0.2.51',
      body: { LoginId: loginId, Password: 'Sturdy2026pass' },
    });
    expect(elsewhere.statusCode).toBe(200);
    t.clock.advance(loginThrottle.addressWindowMs + 1000);
    expect(
      (
        await t.call('POST', '/api/Token/Login', {
          ip,
          body: { LoginId: loginId, Password: 'Sturdy2026pass' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
