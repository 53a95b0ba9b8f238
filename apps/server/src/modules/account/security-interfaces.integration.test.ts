import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { stateFlags } from '../auth/state-flags.ts';
import { totpCodeAt } from '../auth/totp.ts';
import { fundPasswordLimit, verifyFundPassword } from './fund-password.ts';
import { readRealName } from './real-name.ts';
import { replacePlayerRecoveryCodes } from './recovery-codes.ts';
import { requireSecondFactor, secondFactorLimit } from './second-factor.ts';

const t = useTestApp();
const secret = 'JBSWY3DPEHPK3PXP';

async function withFundPassword(password: string) {
  const { userId } = await t.createAccount();
  await t.db.query(
    `INSERT INTO fund_passwords (user_id, password_hash, updated_at) VALUES ($1, $2, now())`,
    [userId, await hashPassword(password)],
  );
  return userId;
}

const verify = (userId: number, password: string) =>
  t.db.transaction((tx) => verifyFundPassword(tx, userId, password, t.clock.now()));

describe('verifyFundPassword', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const userId = await withFundPassword('Fund2026pass');
    expect(await verify(userId, 'Fund2026pass')).toEqual({ ok: true, value: undefined });
    expect(await verify(userId, 'Fund2026pasS')).toMatchObject({ error: 'FundPasswordWrong' });
  });

  it('refuses when none is set', async () => {
    const { userId } = await t.createAccount();
    expect(await verify(userId, 'anything')).toMatchObject({ error: 'FundPasswordNotSet' });
  });

  it('throttles guessing: after five wrong ones even the right one waits', async () => {
    const userId = await withFundPassword('Fund2026pass');
    for (let i = 0; i < fundPasswordLimit.limit; i += 1) {
      expect(await verify(userId, `guess-${i}`)).toMatchObject({ error: 'FundPasswordWrong' });
    }
    const throttled = await verify(userId, 'Fund2026pass');
    expect(throttled).toMatchObject({ error: 'FundPasswordThrottled' });
    expect(throttled.ok ? 0 : throttled.extra?.RetryAfterSeconds).toBeGreaterThan(0);
    t.clock.advance(fundPasswordLimit.windowMs + 1000);
    expect(await verify(userId, 'Fund2026pass')).toMatchObject({ ok: true });
  });
});

async function withAuthenticator(flags: number) {
  const { userId } = await t.createAccount();
  await t.db.query(`UPDATE users SET totp_secret = $2, state_flags = $3 WHERE id = $1`, [
    userId,
    secret,
    flags,
  ]);
  return userId;
}

const require2fa = (userId: number, code: string | undefined) =>
  t.db.transaction((tx) => requireSecondFactor(tx, userId, 'withdraw', code, t.clock.now()));

describe('requireSecondFactor', () => {
  it('asks nothing when the purpose flag is not set', async () => {
    const userId = await withAuthenticator(stateFlags.totpForLogin);
    expect(await require2fa(userId, undefined)).toMatchObject({ ok: true });
    expect(await require2fa(userId, 'nonsense')).toMatchObject({ ok: true });
  });

  it('requires a right code when the flag is set, and a code works once', async () => {
    const userId = await withAuthenticator(stateFlags.totpForWithdraw);
    expect(await require2fa(userId, undefined)).toMatchObject({ error: 'SecondFactorRequired' });
    const code = totpCodeAt(secret, t.clock.now());
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await require2fa(userId, wrong)).toMatchObject({ error: 'SecondFactorWrong' });
    expect(await require2fa(userId, code)).toMatchObject({ ok: true });
    expect(await require2fa(userId, code)).toMatchObject({ error: 'SecondFactorUsed' });
    // The next step's code is still good: only spent steps are refused.
    t.clock.advance(30_000);
    expect(await require2fa(userId, totpCodeAt(secret, t.clock.now()))).toMatchObject({
      ok: true,
    });
  });

  it('a code spent at login cannot be spent again on a withdrawal', async () => {
    const userId = await withAuthenticator(stateFlags.totpForWithdraw);
    const code = totpCodeAt(secret, t.clock.now());
    await t.db.query(`UPDATE users SET totp_last_step = $2 WHERE id = $1`, [
      userId,
      Math.floor(t.clock.now() / 30_000),
    ]);
    expect(await require2fa(userId, code)).toMatchObject({ error: 'SecondFactorUsed' });
  });

  it('refuses when the flag is set but no authenticator is bound', async () => {
    const { userId } = await t.createAccount();
    await t.db.query(`UPDATE users SET state_flags = $2 WHERE id = $1`, [
      userId,
      stateFlags.totpForWithdraw,
    ]);
    expect(await require2fa(userId, '123456')).toMatchObject({
      error: 'SecondFactorNeedsAuthenticator',
    });
  });

  it('accepts a recovery code once, in any case and without dashes', async () => {
    const userId = await withAuthenticator(stateFlags.totpForWithdraw);
    const [first, second] = await t.db.transaction((tx) =>
      replacePlayerRecoveryCodes(tx, userId, t.clock.now()),
    );
    expect(await require2fa(userId, first)).toMatchObject({ ok: true });
    expect(await require2fa(userId, first)).toMatchObject({ error: 'SecondFactorUsed' });
    const typed = second!.replaceAll('-', '').toUpperCase();
    expect(await require2fa(userId, typed)).toMatchObject({ ok: true });
    expect(await require2fa(userId, 'aaaa-bbbb-cccc-dddd')).toMatchObject({
      error: 'SecondFactorWrong',
    });
  });

  it('two concurrent uses of one code: exactly one succeeds', async () => {
    const userId = await withAuthenticator(stateFlags.totpForWithdraw);
    const code = totpCodeAt(secret, t.clock.now());
    const results = await Promise.all([require2fa(userId, code), require2fa(userId, code)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it('throttles wrong codes', async () => {
    const userId = await withAuthenticator(stateFlags.totpForWithdraw);
    const code = totpCodeAt(secret, t.clock.now());
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < secondFactorLimit.limit; i += 1) {
      expect(await require2fa(userId, wrong)).toMatchObject({ error: 'SecondFactorWrong' });
    }
    expect(await require2fa(userId, code)).toMatchObject({ error: 'SecondFactorThrottled' });
  });
});

describe('readRealName', () => {
  it('is null until set, then the name', async () => {
    const { userId } = await t.createAccount();
    expect(await readRealName(t.db, userId)).toBeNull();
    await t.db.query(`INSERT INTO account_profiles (user_id, real_name) VALUES ($1, '张三')`, [
      userId,
    ]);
    expect(await readRealName(t.db, userId)).toBe('张三');
  });
});
