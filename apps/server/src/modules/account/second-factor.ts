import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { attemptWaitMs, recordAttempt, type TAttemptLimit } from '../auth/attempt-throttle.ts';
import { secondsUntil } from '../auth/login-throttle.ts';
import { hasFlag, type TStateFlag } from '../auth/state-flags.ts';
import { matchTotp } from '../auth/totp.ts';
import { spendPlayerRecoveryCode } from './recovery-codes.ts';

/** The actions a player's state flags can put behind a second factor (SPEC §6). */
export type TSecondFactorPurpose =
  'withdraw' | 'transfer' | 'login' | 'passwordChange' | 'fundPasswordChange' | 'reset';

export const secondFactorFlags: Readonly<Record<TSecondFactorPurpose, TStateFlag>> = {
  withdraw: 'totpForWithdraw',
  transfer: 'totpForTransfer',
  login: 'totpForLogin',
  passwordChange: 'totpForPasswordChange',
  fundPasswordChange: 'totpForDrawPasswordChange',
  reset: 'totpForReset',
};

/** Wrong codes per account outside login (which has its own throttle): 5 in 15 minutes. */
export const secondFactorLimit: TAttemptLimit = {
  action: 'second_factor',
  limit: 5,
  windowMs: 15 * 60_000,
};

const totpShape = /^\d{6}$/;

interface TFactorRow {
  state_flags: number;
  totp_secret: string | null;
}

/**
 * Spends `code`: a six-digit authenticator code whose time step is newer than the last one
 * accepted (login included), or an unused recovery code. Both spends are guarded UPDATEs, so
 * two requests racing with one code get one success.
 */
export async function spendSecondFactor(
  tx: TQueryable,
  userId: number,
  totpSecret: string,
  code: string,
  now: number,
): Promise<TResult<void>> {
  const subject = String(userId);
  const waitMs = await attemptWaitMs(tx, secondFactorLimit, subject, now);
  if (waitMs > 0) {
    const seconds = secondsUntil(waitMs);
    return fail(
      'SecondFactorThrottled',
      { retryAfterSeconds: seconds },
      {
        RetryAfterSeconds: seconds,
      },
    );
  }
  const trimmed = code.trim();
  if (totpShape.test(trimmed)) {
    const step = matchTotp(totpSecret, trimmed, now);
    if (step !== null) {
      const rows = await tx.query(
        `UPDATE users SET totp_last_step = $2
          WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING 1`,
        [userId, step],
      );
      return rows.length === 1 ? succeed(undefined) : fail('SecondFactorUsed');
    }
  } else {
    const spent = await spendPlayerRecoveryCode(tx, userId, trimmed, now);
    if (spent === 'spent') return succeed(undefined);
    if (spent === 'used') return fail('SecondFactorUsed');
  }
  await recordAttempt(tx, secondFactorLimit, subject, now);
  return fail('SecondFactorWrong');
}

/**
 * The server's enforcement of the player's second-factor flags: when the flag for `purpose` is
 * set, a valid unused code is required and spent; otherwise nothing is asked (a code sent anyway
 * is ignored). A flag set with no authenticator bound refuses the action until one is bound,
 * rather than letting it through. A wrong code is counted in the caller's transaction, which
 * must commit it (return the failure as a value).
 */
export async function requireSecondFactor(
  tx: TQueryable,
  userId: number,
  purpose: TSecondFactorPurpose,
  code: string | undefined,
  now: number,
): Promise<TResult<void>> {
  const [user] = await tx.query<TFactorRow>(
    `SELECT state_flags, totp_secret FROM users WHERE id = $1`,
    [userId],
  );
  if (!user) throw new Error(`user ${userId} does not exist`);
  if (!hasFlag(user.state_flags, secondFactorFlags[purpose])) return succeed(undefined);
  if (!user.totp_secret) return fail('SecondFactorNeedsAuthenticator');
  if (!code?.trim()) return fail('SecondFactorRequired');
  return spendSecondFactor(tx, userId, user.totp_secret, code, now);
}
