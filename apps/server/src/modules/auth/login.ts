import { loginTypes, type TLoginRequest, type TTokenResponse } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TRole } from '../../platform/route.ts';
import type { TAuthDeps } from './auth-deps.ts';
import { writeAudit } from './audit.ts';
import { issueToken } from './issue-token.ts';
import { isKnownDevice, rememberDevice } from './known-devices.ts';
import {
  clearPairFailures,
  recordLoginFailure,
  secondsUntil,
  throttleWait,
  type TLoginAttempt,
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
}

/** Where a login comes from: the address, and the device cookie the browser sent, if any. */
export interface TLoginOrigin {
  ip: string;
  deviceToken: string | undefined;
  userAgent?: string | undefined;
}

/** A login's answer, and the device token the browser keeps for its next login. */
export interface TLoggedIn {
  token: TTokenResponse;
  deviceToken: string;
}

/** The authenticator code's time step when it is right and unused, else null. */
function acceptedTotpStep(user: TLoginUser, code: string | undefined, nowMs: number) {
  if (!user.totp_secret || !code) return null;
  const step = matchTotp(user.totp_secret, code, nowMs);
  const replayed =
    step !== null && user.totp_last_step !== null && BigInt(step) <= user.totp_last_step;
  return replayed ? null : step;
}

async function startSession(
  tx: TQueryable,
  deps: TAuthDeps,
  user: TLoginUser,
  attempt: TLoginAttempt,
  loginType: number,
  totpStep: number | null,
  trusted: boolean,
  userAgent: string | undefined,
) {
  const { nowMs, ip } = attempt;
  const sessionId = deps.ids.uuid();
  await tx.query(`UPDATE users SET totp_last_step = COALESCE($2, totp_last_step) WHERE id = $1`, [
    user.id,
    totpStep,
  ]);
  // A trusted login passed the brakes without a turn: the pair's count (perhaps an attacker's
  // behind the same proxy) stays.
  if (!trusted) await clearPairFailures(tx, attempt.loginKey, ip);
  const ended = await endUserSessions(tx, {
    userId: user.id,
    reason: 'different_user',
    atMs: nowMs,
  });
  await openSession(tx, { id: sessionId, userId: user.id, loginType, ip, userAgent, atMs: nowMs });
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
 * Password login (SPEC §3). A trusted attempt (from a browser this account logged in from, or
 * with a right authenticator code) passes the throttles; any other waits its turn there first
 * (README "Login throttles"). Then the password, and only then facts about the account
 * (disabled, authenticator required), so a guesser learns nothing without it. A successful
 * login ends the user's other sessions ("different user").
 */
export async function login(
  deps: TAuthDeps,
  input: TLoginRequest,
  origin: TLoginOrigin,
): Promise<TResult<TLoggedIn>> {
  const nowMs = deps.clock.now();
  const attempt: TLoginAttempt = { loginKey: input.LoginId.toLowerCase(), ip: origin.ip, nowMs };
  const [user] = await deps.db.query<TLoginUser>(
    `SELECT id, login_id, role, nick_name, password_hash, state_flags, totp_secret, totp_last_step
       FROM users WHERE lower(login_id) = lower($1)`,
    [input.LoginId],
  );
  const knownDevice = user ? await isKnownDevice(deps.db, user.id, origin.deviceToken) : false;
  const totpStep = user ? acceptedTotpStep(user, input.TotpCode, nowMs) : null;
  const trusted = knownDevice || totpStep !== null;
  if (!trusted) {
    const wait = await throttleWait(deps.db, attempt);
    if (wait) {
      const seconds = secondsUntil(wait.waitMs);
      return fail(wait.error, { retryAfterSeconds: seconds }, { RetryAfterSeconds: seconds });
    }
  }
  if (!user) {
    await verifyAgainstDummy(input.Password);
    await recordLoginFailure(deps.db, attempt);
    return fail('LoginFailed');
  }
  if (!(await verifyPassword(user.password_hash, input.Password))) {
    await recordLoginFailure(deps.db, attempt);
    return fail('LoginFailed');
  }
  if (hasFlag(user.state_flags, 'disabled')) return fail('AccountDisabled');

  const needsTotp = user.totp_secret !== null && hasFlag(user.state_flags, 'totpForLogin');
  if (needsTotp && !input.TotpCode) return fail('TotpRequired');
  if (needsTotp && totpStep === null) {
    await recordLoginFailure(deps.db, attempt);
    return fail('TotpInvalid');
  }
  const loginType = needsTotp ? loginTypes.passwordAndTotp : loginTypes.password;
  const { sessionId, ended, deviceToken } = await deps.db.transaction(async (tx) => ({
    ...(await startSession(
      tx,
      deps,
      user,
      attempt,
      loginType,
      totpStep,
      trusted,
      origin.userAgent,
    )),
    deviceToken: await rememberDevice(tx, {
      userId: user.id,
      token: origin.deviceToken,
      known: knownDevice,
      nowMs,
    }),
  }));
  deps.sessionEnds.ended(ended, 'different_user');
  const token = await issueToken(deps, {
    sessionId,
    userId: user.id,
    loginId: user.login_id,
    nickName: user.nick_name,
    role: user.role,
    loginType,
  });
  return succeed({ token, deviceToken });
}
