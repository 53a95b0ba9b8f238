import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { attemptWaitMs, oldPasswordLimit, recordAttempt } from '../auth/attempt-throttle.ts';
import { secondsUntil } from '../auth/login-throttle.ts';
import { verifyPassword } from '../auth/password-hashing.ts';

/**
 * The login password asked again before a security change (fund password, questions). Wrong
 * ones count in the same per-account limit as ChangePassword's old password, so a stolen
 * session cannot guess on through another form.
 */
export async function checkLoginPassword(
  db: TQueryable,
  userId: number,
  password: string,
  now: number,
): Promise<TResult<void>> {
  const subject = String(userId);
  const waitMs = await attemptWaitMs(db, oldPasswordLimit, subject, now);
  if (waitMs > 0) {
    const seconds = secondsUntil(waitMs);
    return fail('TooManyAttempts', { retryAfterSeconds: seconds }, { RetryAfterSeconds: seconds });
  }
  const [user] = await db.query<{ password_hash: string }>(
    `SELECT password_hash FROM users WHERE id = $1`,
    [userId],
  );
  if (!user || !(await verifyPassword(user.password_hash, password))) {
    await recordAttempt(db, oldPasswordLimit, subject, now);
    return fail('LoginPasswordWrong');
  }
  return succeed(undefined);
}

/** True when `candidate` is the account's login password (a fund password must differ). */
export async function isLoginPassword(
  db: TQueryable,
  userId: number,
  candidate: string,
): Promise<boolean> {
  const [user] = await db.query<{ password_hash: string }>(
    `SELECT password_hash FROM users WHERE id = $1`,
    [userId],
  );
  return user !== undefined && (await verifyPassword(user.password_hash, candidate));
}
