import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { attemptWaitMs, recordAttempt, type TAttemptLimit } from '../auth/attempt-throttle.ts';
import { secondsUntil } from '../auth/login-throttle.ts';
import { verifyPassword } from '../auth/password-hashing.ts';

/**
 * Wrong fund passwords per account: a stolen session may not guess its way to a withdrawal.
 * Five in 15 minutes, the same as wrong old login passwords.
 */
export const fundPasswordLimit: TAttemptLimit = {
  action: 'fund_password',
  limit: 5,
  windowMs: 15 * 60_000,
};

export async function hasFundPassword(db: TQueryable, userId: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM fund_passwords WHERE user_id = $1`, [userId]);
  return rows.length > 0;
}

/** Removes the player's fund password (an administrator's reset); false when none was set. */
export async function clearFundPassword(tx: TQueryable, userId: number): Promise<boolean> {
  const rows = await tx.query(`DELETE FROM fund_passwords WHERE user_id = $1 RETURNING 1`, [
    userId,
  ]);
  return rows.length > 0;
}

/**
 * Checks the player's fund password inside the caller's transaction (a withdrawal, a card
 * binding). The row is locked so that concurrent guesses are counted one after another. A wrong
 * password is counted in the same transaction: the caller must commit it (return the failure
 * as a value rather than throw), or the guess is not counted.
 */
export async function verifyFundPassword(
  tx: TQueryable,
  userId: number,
  password: string,
  now: number,
): Promise<TResult<void>> {
  const [row] = await tx.query<{ password_hash: string }>(
    `SELECT password_hash FROM fund_passwords WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  if (!row) return fail('FundPasswordNotSet');
  const subject = String(userId);
  const waitMs = await attemptWaitMs(tx, fundPasswordLimit, subject, now);
  if (waitMs > 0) {
    const seconds = secondsUntil(waitMs);
    return fail(
      'FundPasswordThrottled',
      { retryAfterSeconds: seconds },
      {
        RetryAfterSeconds: seconds,
      },
    );
  }
  if (!(await verifyPassword(row.password_hash, password))) {
    await recordAttempt(tx, fundPasswordLimit, subject, now);
    return fail('FundPasswordWrong');
  }
  return succeed(undefined);
}
