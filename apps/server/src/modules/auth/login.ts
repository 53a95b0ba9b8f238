import { loginTypes, type TLoginRequest, type TTokenResponse } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TRole } from '../../platform/route.ts';
import type { TAuthDeps } from './auth-deps.ts';
import { writeAudit } from './audit.ts';
import { issueToken } from './issue-token.ts';
import {
  addressRetryAfterMs,
  loginThrottle,
  recordAddressFailure,
  secondsUntil,
} from './login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from './password-hashing.ts';
import { endUserSessions, openSession } from './sessions.ts';
import { hasFlag } from './state-flags.ts';
import { matchTotp } from './totp.ts';

interface TLoginUser {
  id: number;
  login_id: string;
  role: TRole;
  nick_name: string;
  password_hash: string;
  state_flags: number;
  totp_secret: string | null;
  totp_last_step: bigint | null;
  failed_login_count: number;
  locked_until: Date | null;
}

/** A wrong password or code: counts toward the account lock and the address limit. */
async function recordFailure(deps: TAuthDeps, user: TLoginUser | null, ip: string, nowMs: number) {
  return deps.db.transaction(async (tx) => {
    await recordAddressFailure(tx, ip, nowMs);
    if (!user) return fail('LoginFailed');
    const [row] = await tx.query<{ locked_until: Date | null }>(
      `UPDATE users
          SET failed_login_count = CASE WHEN failed_login_count + 1 >= $2 THEN 0 ELSE failed_login_count + 1 END,
              locked_until = CASE WHEN failed_login_count + 1 >= $2 THEN $3 ELSE locked_until END
        WHERE id = $1 RETURNING locked_until`,
      [user.id, loginThrottle.accountLockAfter, new Date(nowMs + loginThrottle.accountLockMs)],
    );
    const lockedUntil = row?.locked_until?.getTime() ?? 0;
    if (lockedUntil > nowMs) {
      await writeAudit(tx, {
        at: nowMs,
        actorUserId: null,
        subjectUserId: user.id,
        action: 'account.locked',
        detail: { ip },
      });
      return fail(
        'AccountLocked',
        { retryAfterSeconds: secondsUntil(lockedUntil - nowMs) },
        {
          RetryAfterSeconds: secondsUntil(lockedUntil - nowMs),
        },
      );
    }
    return fail('LoginFailed');
  });
}

async function startSession(
  tx: TQueryable,
  deps: TAuthDeps,
  user: TLoginUser,
  ip: string,
  loginType: number,
  totpStep: number | null,
) {
  const nowMs = deps.clock.now();
  const sessionId = deps.ids.uuid();
  await tx.query(
    `UPDATE users SET failed_login_count = 0, locked_until = NULL,
            totp_last_step = COALESCE($2, totp_last_step) WHERE id = $1`,
    [user.id, totpStep],
  );
  const ended = await endUserSessions(tx, {
    userId: user.id,
    reason: 'different_user',
    atMs: nowMs,
  });
  await openSession(tx, { id: sessionId, userId: user.id, loginType, ip, atMs: nowMs });
  await writeAudit(tx, {
    at: nowMs,
    actorUserId: user.id,
    subjectUserId: user.id,
    action: 'login',
    detail: { ip, sessionId, endedSessions: ended },
  });
  return { sessionId, ended };
}

/**
 * Password login (SPEC §3). Order matters: the address limit first (cheapest, stops spraying),
 * then the account lock (a locked account is not even checked), then the password, and only then
 * facts about the account (disabled, authenticator), so a guesser learns nothing without it.
 * A successful login ends the user's other sessions ("different user").
 */
export async function login(
  deps: TAuthDeps,
  input: TLoginRequest,
  ip: string,
): Promise<TResult<TTokenResponse>> {
  const nowMs = deps.clock.now();
  const waitMs = await addressRetryAfterMs(deps.db, ip, nowMs);
  if (waitMs > 0) {
    const seconds = secondsUntil(waitMs);
    return fail('TooManyAttempts', { retryAfterSeconds: seconds }, { RetryAfterSeconds: seconds });
  }
  const [user] = await deps.db.query<TLoginUser>(
    `SELECT id, login_id, role, nick_name, password_hash, state_flags, totp_secret, totp_last_step,
            failed_login_count, locked_until
       FROM users WHERE lower(login_id) = lower($1)`,
    [input.LoginId],
  );
  if (!user) {
    await verifyAgainstDummy(input.Password);
    return recordFailure(deps, null, ip, nowMs);
  }
  const lockedUntil = user.locked_until?.getTime() ?? 0;
  if (lockedUntil > nowMs) {
    const seconds = secondsUntil(lockedUntil - nowMs);
    return fail('AccountLocked', { retryAfterSeconds: seconds }, { RetryAfterSeconds: seconds });
  }
  if (!(await verifyPassword(user.password_hash, input.Password))) {
    return recordFailure(deps, user, ip, nowMs);
  }
  if (hasFlag(user.state_flags, 'disabled')) return fail('AccountDisabled');

  let totpStep: number | null = null;
  const needsTotp = user.totp_secret !== null && hasFlag(user.state_flags, 'totpForLogin');
  if (needsTotp && user.totp_secret) {
    if (!input.TotpCode) return fail('TotpRequired');
    totpStep = matchTotp(user.totp_secret, input.TotpCode, nowMs);
    const replayed =
      totpStep !== null && user.totp_last_step !== null && BigInt(totpStep) <= user.totp_last_step;
    if (totpStep === null || replayed) {
      const failure = await recordFailure(deps, user, ip, nowMs);
      return failure.error === 'LoginFailed' ? fail('TotpInvalid') : failure;
    }
  }
  const loginType = needsTotp ? loginTypes.passwordAndTotp : loginTypes.password;
  const { sessionId, ended } = await deps.db.transaction((tx) =>
    startSession(tx, deps, user, ip, loginType, totpStep),
  );
  deps.sessionEnds.ended(ended, 'different_user');
  return succeed(
    await issueToken(deps, {
      sessionId,
      userId: user.id,
      loginId: user.login_id,
      nickName: user.nick_name,
      role: user.role,
      loginType,
    }),
  );
}
