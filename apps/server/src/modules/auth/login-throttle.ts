import type { TQueryable } from '../../db/database.ts';

/**
 * The brakes on password guessing (README "Login throttles"). None can be turned against the
 * owner: they apply only to attempts that are not trusted (a known device or a right
 * authenticator code passes them), and none locks an account everywhere.
 * - Pair: wrong answers for one login ID from one address. After `pairFreeFailures`, each further
 *   attempt from there waits `pairFirstDelayMs`, doubling per failure up to `pairMaxDelayMs`.
 * - Address: more than `addressAccountLimit` different login IDs failed from one address within
 *   `addressWindowMs` (credential stuffing) refuses that address until one of them ages out.
 * - Account: wrong answers for one login ID from anywhere (distributed guessing). After
 *   `accountFreeFailures`, attempts wait `accountFirstDelayMs`, doubling up to
 *   `accountMaxDelayMs`: a slower pace, never a lock.
 * Failures older than `windowMs` are forgotten; an untrusted login clears its own pair's.
 */
export const loginThrottle = {
  windowMs: 60 * 60_000,
  pairFreeFailures: 5,
  pairFirstDelayMs: 30_000,
  pairMaxDelayMs: 15 * 60_000,
  addressAccountLimit: 20,
  addressWindowMs: 10 * 60_000,
  accountFreeFailures: 20,
  accountFirstDelayMs: 10_000,
  accountMaxDelayMs: 5 * 60_000,
} as const;

export interface TLoginAttempt {
  /** The login ID as typed, lower-cased (an account need not exist). */
  loginKey: string;
  ip: string;
  nowMs: number;
}

export type TThrottleWait = { error: 'AccountLocked' | 'TooManyAttempts'; waitMs: number } | null;

/** The wait after `failures` failures, the last at `lastMs`: 0 within the free ones. */
function backoffMs(
  failures: number,
  lastMs: number,
  nowMs: number,
  free: number,
  firstMs: number,
  maxMs: number,
): number {
  if (failures < free) return 0;
  const delay = Math.min(maxMs, firstMs * 2 ** (failures - free));
  return Math.max(0, lastMs + delay - nowMs);
}

/** How long an untrusted attempt must wait, and why; null when it may go ahead. */
export async function throttleWait(db: TQueryable, attempt: TLoginAttempt): Promise<TThrottleWait> {
  const { nowMs } = attempt;
  const [row] = await db.query<{
    pair_failures: number;
    pair_last: Date | null;
    account_failures: number;
    account_last: Date | null;
    address_accounts: number;
    address_frees_at: Date | null;
  }>(
    `WITH recent AS (
       SELECT login_key, ip, failed_at FROM login_failures
        WHERE (login_key = $1 OR ip = $2) AND failed_at > $3
     ), address_keys AS (
       SELECT login_key, max(failed_at) AS last FROM recent
        WHERE ip = $2 AND failed_at > $4 GROUP BY login_key
     )
     SELECT (SELECT count(*)::int FROM recent WHERE login_key = $1 AND ip = $2) AS pair_failures,
            (SELECT max(failed_at) FROM recent WHERE login_key = $1 AND ip = $2) AS pair_last,
            (SELECT count(*)::int FROM recent WHERE login_key = $1) AS account_failures,
            (SELECT max(failed_at) FROM recent WHERE login_key = $1) AS account_last,
            (SELECT count(*)::int FROM address_keys) AS address_accounts,
            (SELECT min(last) FROM address_keys) AS address_frees_at`,
    [
      attempt.loginKey,
      attempt.ip,
      new Date(nowMs - loginThrottle.windowMs),
      new Date(nowMs - loginThrottle.addressWindowMs),
    ],
  );
  if (!row) return null;
  const t = loginThrottle;
  if (row.address_accounts >= t.addressAccountLimit && row.address_frees_at) {
    const waitMs = row.address_frees_at.getTime() + t.addressWindowMs - nowMs;
    if (waitMs > 0) return { error: 'TooManyAttempts', waitMs };
  }
  const pairMs = backoffMs(
    row.pair_failures,
    row.pair_last?.getTime() ?? 0,
    nowMs,
    t.pairFreeFailures,
    t.pairFirstDelayMs,
    t.pairMaxDelayMs,
  );
  const accountMs = backoffMs(
    row.account_failures,
    row.account_last?.getTime() ?? 0,
    nowMs,
    t.accountFreeFailures,
    t.accountFirstDelayMs,
    t.accountMaxDelayMs,
  );
  const waitMs = Math.max(pairMs, accountMs);
  return waitMs > 0 ? { error: 'AccountLocked', waitMs } : null;
}

export async function recordLoginFailure(db: TQueryable, attempt: TLoginAttempt): Promise<void> {
  await db.query(
    `DELETE FROM login_failures WHERE (login_key = $1 OR ip = $2) AND failed_at <= $3`,
    [attempt.loginKey, attempt.ip, new Date(attempt.nowMs - loginThrottle.windowMs)],
  );
  await db.query(`INSERT INTO login_failures (login_key, ip, failed_at) VALUES ($1, $2, $3)`, [
    attempt.loginKey,
    attempt.ip,
    new Date(attempt.nowMs),
  ]);
}

/** An untrusted login from the pair: its failures no longer count (the account-wide ones do). */
export async function clearPairFailures(tx: TQueryable, loginKey: string, ip: string) {
  await tx.query(`DELETE FROM login_failures WHERE login_key = $1 AND ip = $2`, [loginKey, ip]);
}

export const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
