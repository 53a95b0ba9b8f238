import { describe, expect, it } from 'vitest';
import { useTestApp, testPassword } from '../../test-support/test-app.ts';
import { stateFlags } from '../auth/state-flags.ts';
import { totpCodeAt } from '../auth/totp.ts';

const t = useTestApp();
const api = (url: string) => `/api/AccountCenter/${url}`;

async function player() {
  const account = await t.createAccount();
  const token = await t.login(account.loginId);
  const call = (url: string, body?: unknown) =>
    t.call('POST', api(url), { token, body, headers: { 'accept-language': 'en' } });
  return { ...account, token, call };
}

async function bindAuthenticator(call: Awaited<ReturnType<typeof player>>['call']) {
  const { Secret } = (await call('BeginGoogleAuth')).json();
  const bound = await call('ConfirmGoogleAuth', { Code: totpCodeAt(Secret, t.clock.now()) });
  expect(bound.statusCode).toBe(200);
  // The confirming code's step is spent: the next code is a step later.
  t.clock.advance(30_000);
  return { secret: Secret as string, recoveryCodes: bound.json().RecoveryCodes as string[] };
}

describe('GetSecurityCenterData', () => {
  it('scores a new account by what is set and rises as safeguards are added', async () => {
    const p = await player();
    const before = (await p.call('GetSecurityCenterData')).json();
    expect(before).toMatchObject({
      RealName: null,
      HasFundPassword: false,
      IsEnableGoogleAuthenticator: false,
      SecurityQuestionIds: [],
      RecoveryCodesLeft: 0,
      SecurityScore: 20,
      Safeguards: ['loginPassword', 'email'],
    });
    expect(before.SecondFactorFor).toEqual({
      Withdraw: false,
      Transfer: false,
      Login: false,
      PasswordChange: false,
      FundPasswordChange: false,
      Reset: false,
    });
    await p.call('SetRealName', { RealName: '张三' });
    await p.call('UpdateProfile', { Phone: '+8613800138000' });
    await p.call('SetFundPassword', { LoginPassword: testPassword, FundPassword: 'Vault2026key' });
    await p.call('SetSecurityQuestions', {
      LoginPassword: testPassword,
      Answers: [
        { QuestionId: 1, Answer: 'Xinhua' },
        { QuestionId: 2, Answer: 'Beijing' },
      ],
    });
    await bindAuthenticator(p.call);
    const after = (await p.call('GetSecurityCenterData')).json();
    expect(after).toMatchObject({
      RealName: '张三',
      Phone: '+8613800138000',
      HasFundPassword: true,
      IsEnableGoogleAuthenticator: true,
      SecurityQuestionIds: [1, 2],
      RecoveryCodesLeft: 10,
      SecurityScore: 100,
    });
    expect(after.SecondFactorFor.Login).toBe(true);
    const base = (await p.call('GetPlayerBaseData')).json();
    expect(base).toMatchObject({ SecurityScore: 100, HaveAuthQuestion: true });
  });
});

describe('profile', () => {
  it('sets the real name once', async () => {
    const p = await player();
    expect((await p.call('SetRealName', { RealName: 'Li Wei' })).statusCode).toBe(200);
    const again = await p.call('SetRealName', { RealName: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json().Code).toBe(7020);
    expect((await p.call('GetSecurityCenterData')).json().RealName).toBe('Li Wei');
  });

  it('refuses names that are not names', async () => {
    const p = await player();
    for (const RealName of ['x', '12345', 'a'.repeat(31), '<script>']) {
      const response = await p.call('SetRealName', { RealName });
      expect(response.json()).toMatchObject({ Code: 1001, Field: 'RealName' });
    }
  });

  it('changes contact fields under the rules and clears the optional ones', async () => {
    const p = await player();
    const ok = await p.call('UpdateProfile', {
      QQ: '12345',
      WeChat: 'wx2026',
      Phone: '13800138000',
      Birthday: '1990-05-17',
      Email: 'fresh@example.com',
    });
    expect(ok.statusCode).toBe(200);
    expect((await p.call('GetSecurityCenterData')).json()).toMatchObject({
      QQ: '12345',
      WeChat: 'wx2026',
      Phone: '13800138000',
      Birthday: '1990-05-17',
      Email: 'fresh@example.com',
    });
    expect((await p.call('UpdateProfile', { QQ: '' })).statusCode).toBe(200);
    expect((await p.call('GetSecurityCenterData')).json()).toMatchObject({
      QQ: null,
      WeChat: 'wx2026',
    });
    const refusals: [object, string, string][] = [
      [{ QQ: '1234' }, 'QQ', 'qq.format'],
      [{ QQ: '1'.repeat(21) }, 'QQ', 'qq.format'],
      [{ WeChat: 'wx_2026' }, 'WeChat', 'wechat.format'],
      [{ Phone: '12-34' }, 'Phone', 'phone.format'],
      [{ Email: `${'a'.repeat(45)}@x.com` }, 'Email', 'email.length'],
      [{ Email: 'not-an-email' }, 'Email', 'email.format'],
      [{ Email: '' }, 'Email', 'email.format'],
      [{ Birthday: '1990-02-30' }, 'Birthday', 'format'],
      [{ Birthday: '2999-01-01' }, 'Birthday', 'format'],
      [{ Birthday: null }, 'Birthday', 'type'],
    ];
    for (const [body, Field, Rule] of refusals) {
      const response = await p.call('UpdateProfile', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ Code: 1001, Field, Rule });
    }
  });

  it('refuses an email another account uses, in any case', async () => {
    const p = await player();
    const other = await player();
    const taken = await p.call('UpdateProfile', {
      Email: `${other.loginId.toUpperCase()}@test.invalid`,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().Code).toBe(3002);
  });
});

describe('fund password', () => {
  it('is set once behind the login password, and differs from it', async () => {
    const p = await player();
    const wrong = await p.call('SetFundPassword', {
      LoginPassword: 'Wrong2026pass',
      FundPassword: 'Vault2026key',
    });
    expect(wrong.json().Code).toBe(7006);
    const same = await p.call('SetFundPassword', {
      LoginPassword: testPassword,
      FundPassword: testPassword,
    });
    expect(same.json().Code).toBe(7005);
    const set = await p.call('SetFundPassword', {
      LoginPassword: testPassword,
      FundPassword: 'Vault2026key',
    });
    expect(set.json()).toEqual({ State: true });
    const again = await p.call('SetFundPassword', {
      LoginPassword: testPassword,
      FundPassword: 'Other2026key',
    });
    expect(again.json().Code).toBe(7004);
  });

  it('changes with the old one, or resets with the login password; second factor per flag', async () => {
    const p = await player();
    expect(
      (
        await p.call('ChangeFundPassword', { OldFundPassword: 'x', NewFundPassword: 'New2026key' })
      ).json().Code,
    ).toBe(7001);
    await p.call('SetFundPassword', { LoginPassword: testPassword, FundPassword: 'Vault2026key' });
    const wrongOld = await p.call('ChangeFundPassword', {
      OldFundPassword: 'Vault2026kex',
      NewFundPassword: 'New2026key',
    });
    expect(wrongOld.json().Code).toBe(7002);
    const both = await p.call('ChangeFundPassword', {
      OldFundPassword: 'Vault2026key',
      LoginPassword: testPassword,
      NewFundPassword: 'New2026key',
    });
    expect(both.json()).toMatchObject({ Code: 1001, Field: 'OldFundPassword' });
    const changed = await p.call('ChangeFundPassword', {
      OldFundPassword: 'Vault2026key',
      NewFundPassword: 'New2026key',
    });
    expect(changed.json()).toEqual({ State: true });

    const { secret } = await bindAuthenticator(p.call);
    await t.db.query(`UPDATE users SET state_flags = state_flags | $2 WHERE id = $1`, [
      p.userId,
      stateFlags.totpForReset | stateFlags.totpForDrawPasswordChange,
    ]);
    const noCode = await p.call('ChangeFundPassword', {
      LoginPassword: testPassword,
      NewFundPassword: 'Reset2026key',
    });
    expect(noCode.json().Code).toBe(7010);
    const reset = await p.call('ChangeFundPassword', {
      LoginPassword: testPassword,
      NewFundPassword: 'Reset2026key',
      TotpCode: totpCodeAt(secret, t.clock.now()),
    });
    expect(reset.json()).toEqual({ State: true });
    const [audit] = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_events WHERE subject_user_id = $1 ORDER BY id DESC LIMIT 1`,
      [p.userId],
    );
    expect(audit?.action).toBe('fund_password.reset');
    const reused = await p.call('ChangeFundPassword', {
      OldFundPassword: 'Reset2026key',
      NewFundPassword: 'Again2026key',
      TotpCode: totpCodeAt(secret, t.clock.now()),
    });
    expect(reused.json().Code).toBe(7012);
  });
});

describe('login password change', () => {
  it('asks a second factor when the passwordChange flag is set, then ends the other sessions', async () => {
    const p = await player();
    const { secret } = await bindAuthenticator(p.call);
    await t.db.query(`UPDATE users SET state_flags = state_flags | $2 WHERE id = $1`, [
      p.userId,
      stateFlags.totpForPasswordChange,
    ]);
    const other = await t.openExtraSession(p.userId);
    const body = { OldPassword: testPassword, NewPassword: 'Fresher2027pass' };
    expect((await p.call('ChangePassword', body)).json().Code).toBe(7010);
    const changed = await p.call('ChangePassword', {
      ...body,
      TotpCode: totpCodeAt(secret, t.clock.now()),
    });
    expect(changed.statusCode).toBe(200);
    const refreshed = await t.call('GET', '/api/Token/Refresh', { token: other.token });
    expect(refreshed.json().Code).toBe(2012);
  });
});

describe('authenticator, recovery codes and questions', () => {
  it('regenerates recovery codes with a code and unbinds with a recovery code', async () => {
    const p = await player();
    expect((await p.call('RegenerateRecoveryCodes', { Code: '123456' })).json().Code).toBe(7015);
    const { secret, recoveryCodes } = await bindAuthenticator(p.call);
    const fresh = await p.call('RegenerateRecoveryCodes', {
      Code: totpCodeAt(secret, t.clock.now()),
    });
    expect(fresh.json().RecoveryCodes).toHaveLength(10);
    const stale = await p.call('UnbindGoogleAuth', { Code: recoveryCodes[0] });
    expect(stale.json().Code).toBe(7011);
    const unbound = await p.call('UnbindGoogleAuth', { Code: fresh.json().RecoveryCodes[0] });
    expect(unbound.json()).toEqual({ State: true });
    const data = (await p.call('GetSecurityCenterData')).json();
    expect(data).toMatchObject({ IsEnableGoogleAuthenticator: false, RecoveryCodesLeft: 0 });
    expect(data.SecondFactorFor.Login).toBe(false);
    expect((await p.call('UnbindGoogleAuth', { Code: '123456' })).json().Code).toBe(7015);
  });

  it('refuses unknown, repeated, too few or too many questions', async () => {
    const p = await player();
    const set = (Answers: object[]) =>
      p.call('SetSecurityQuestions', { LoginPassword: testPassword, Answers });
    const answer = (QuestionId: number) => ({ QuestionId, Answer: 'x' });
    expect((await set([answer(1), answer(99)])).json().Code).toBe(7030);
    expect((await set([answer(1), answer(1)])).json().Code).toBe(7031);
    expect((await set([answer(1)])).json()).toMatchObject({ Code: 1001 });
    expect((await set([1, 2, 3, 4].map(answer))).json()).toMatchObject({ Code: 1001 });
    expect((await set([1, 2, 3].map(answer))).json()).toEqual({ State: true });
    const [row] = await t.db.query<{ answer_hash: string }>(
      `SELECT answer_hash FROM security_answers WHERE user_id = $1 LIMIT 1`,
      [p.userId],
    );
    expect(row?.answer_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('GetLoginHistory', () => {
  it('lists own logins with address and browser, marking the current one', async () => {
    const { loginId } = await t.createAccount();
    const first = await t.call('POST', '/api/Token/Login', {
      body: { LoginId: loginId, Password: testPassword },
      headers: { 'user-agent': 'Phone Browser/1.0' },
    });
    const token = first.json().access_token as string;
    const history = await t.call('POST', api('GetLoginHistory'), { token, body: {} });
    expect(history.json()).toMatchObject({
      Total: 1,
      Rows: [{ Device: 'Phone Browser/1.0', IsCurrent: true, WithAuthenticator: false }],
    });
    expect(history.json().Rows[0].Ip).toBeTruthy();
  });
});
