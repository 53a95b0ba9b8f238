import type { TChangePasswordRequest } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TSession } from '../../platform/route.ts';
import type { TAuthDeps } from './auth-deps.ts';
import { writeAudit } from './audit.ts';
import { attemptWaitMs, oldPasswordLimit, recordAttempt } from './attempt-throttle.ts';
import { secondsUntil } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { endUserSessions } from './sessions.ts';
import { requireSecondFactor } from '../account/second-factor.ts';

/**
 * Changes the password and ends every other session of the account ("password changed"); the
 * session that made the change stays. Wrong current passwords are limited per account; with the
 * totpForPasswordChange flag an authenticator (or recovery) code is spent too.
 */
export async function changePassword(
  deps: TAuthDeps,
  session: TSession,
  input: TChangePasswordRequest,
): Promise<TResult<{ endedSessions: number }>> {
  if (input.NewPassword.toLowerCase() === session.loginId.toLowerCase()) {
    return fail('ValidationFailed', {}, { Field: 'NewPassword', Rule: 'password.sameAsLoginId' });
  }
  const nowMs = deps.clock.now();
  const subject = String(session.userId);
  const waitMs = await attemptWaitMs(deps.db, oldPasswordLimit, subject, nowMs);
  if (waitMs > 0) {
    const seconds = secondsUntil(waitMs);
    return fail('TooManyAttempts', { retryAfterSeconds: seconds }, { RetryAfterSeconds: seconds });
  }
  const [user] = await deps.db.query<{ password_hash: string }>(
    `SELECT password_hash FROM users WHERE id = $1`,
    [session.userId],
  );
  if (!user || !(await verifyPassword(user.password_hash, input.OldPassword))) {
    await recordAttempt(deps.db, oldPasswordLimit, subject, nowMs);
    return fail('OldPasswordWrong');
  }
  const factor = await deps.db.transaction((tx) =>
    requireSecondFactor(tx, session.userId, 'passwordChange', input.TotpCode, nowMs),
  );
  if (!factor.ok) return factor;
  const passwordHash = await hashPassword(input.NewPassword);
  const ended = await deps.db.transaction(async (tx) => {
    await tx.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [
      session.userId,
      passwordHash,
    ]);
    const endedIds = await endUserSessions(tx, {
      userId: session.userId,
      reason: 'password_changed',
      atMs: nowMs,
      exceptSessionId: session.sessionId,
    });
    await writeAudit(tx, {
      at: nowMs,
      actorUserId: session.userId,
      subjectUserId: session.userId,
      action: 'password.changed',
      detail: { endedSessions: endedIds },
    });
    return endedIds;
  });
  deps.sessionEnds.ended(ended, 'password_changed');
  return succeed({ endedSessions: ended.length });
}
