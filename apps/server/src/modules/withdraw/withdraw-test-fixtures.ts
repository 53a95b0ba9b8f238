import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { hashPassword } from '../auth/password-hashing.ts';
import type { TTestApp } from '../../test-support/test-app.ts';

export const fundPassword = 'Fund2026pass';
export const realName = '张三';

/** A card number of `body` completed with its Luhn check digit. */
export function withLuhnDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    const sum = [...`${body}${digit}`]
      .reverse()
      .map((char, i) => (i % 2 === 1 ? Number(char) * 2 : Number(char)))
      .reduce((total, value) => total + (value > 9 ? value - 9 : value), 0);
    if (sum % 10 === 0) return `${body}${digit}`;
  }
  throw new Error('unreachable');
}

let cardCounter = 0;
/** A fresh valid ICBC-style card number (Luhn) per call. */
export const newCardNumber = () =>
  withLuhnDigit(
    `622202${String(process.pid % 1000).padStart(3, '0')}${String((cardCounter += 1)).padStart(9, '0')}`,
  );

let keyCounter = 0;
export const newKey = () => `withdraw-key-${randomUUID()}-${(keyCounter += 1)}`;

/**
 * Set-up through the account module's tables (their screens are the account part's tests): the
 * real name and the fund password.
 */
export async function giveCredentials(t: TTestApp, userId: number, name: string | null = realName) {
  await t.db.query(
    `INSERT INTO account_profiles (user_id, real_name) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET real_name = EXCLUDED.real_name`,
    [userId, name],
  );
  await t.db.query(
    `INSERT INTO fund_passwords (user_id, password_hash, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash`,
    [userId, await hashPassword(fundPassword)],
  );
}

export interface TWithdrawPlayer {
  userId: number;
  loginId: string;
  token: string;
  cardId: number;
  cardNumber: string;
}

/** A player with credentials, `balance` thousandths and a bound card. */
export async function withdrawPlayer(t: TTestApp, balance: bigint): Promise<TWithdrawPlayer> {
  const account = await t.createAccount();
  await giveCredentials(t, account.userId);
  if (balance > 0n) await t.fund(account.userId, balance);
  const token = await t.login(account.loginId);
  const cardNumber = newCardNumber();
  const bound = await t.call('POST', '/api/WithdrawRequest/BindBankCard', {
    token,
    body: {
      BankCode: 'ICBC',
      CardNumber: cardNumber,
      Branch: '北京分行',
      HolderName: realName,
      FundPassword: fundPassword,
    },
  });
  expect(bound.statusCode, bound.body).toBe(200);
  return { ...account, token, cardId: bound.json().Id as number, cardNumber };
}

export function requestWithdrawal(
  t: TTestApp,
  player: { token: string; cardId: number },
  amount: number | string,
  extra: Record<string, unknown> = {},
  key: string = newKey(),
) {
  return t.call('POST', '/api/WithdrawRequest/Create', {
    token: player.token,
    headers: { 'idempotency-key': key },
    body: { PayoutAccountId: player.cardId, Amount: amount, FundPassword: fundPassword, ...extra },
  });
}

/** Sets withdraw rules columns directly (the console route has its own test). */
export async function setRules(t: TTestApp, columns: Record<string, unknown>) {
  const names = Object.keys(columns);
  await t.db.query(
    `UPDATE withdraw_rules SET ${names.map((name, i) => `${name} = $${i + 1}`).join(', ')}`,
    Object.values(columns),
  );
}

export const defaultRules = {
  min_amount: 100_000n,
  max_amount: null,
  daily_max_amount: null,
  daily_max_count: null,
  interval_seconds: 0,
  fee_per_mille: 0,
  fee_min: 0n,
  fee_max: null,
  first_max_amount: null,
  site_daily_max_amount: null,
  usdt_min_amount: null,
  usdt_max_amount: null,
  usdt_chain_fee: 0n,
  account_limit: 5,
};
