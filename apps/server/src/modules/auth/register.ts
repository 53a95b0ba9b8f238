import { loginTypes, type TRegisterRequest, type TTokenResponse } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { claimInviteCode, inviteTermsOf } from '../agent/register-links.ts';
import type { TAuthDeps } from './auth-deps.ts';
import { writeAudit } from './audit.ts';
import { attemptWaitMs, recordAttempt, registrationLimit } from './attempt-throttle.ts';
import { createUser, takenIdentity } from './create-user.ts';
import { issueToken } from './issue-token.ts';
import { secondsUntil } from './login-throttle.ts';
import { hashPassword } from './password-hashing.ts';
import { openSession } from './sessions.ts';

/**
 * Registration (SPEC §5): the input has passed the shared rules already; here the invite code
 * binds the new player under the agent that owns it, and the player is logged in at once.
 * The address's turn and every cheap check come before the argon2 hash (19 MiB, tens of ms), so
 * a refused request costs no hash; the transaction checks the names again against a race.
 */
export async function register(
  deps: TAuthDeps,
  input: TRegisterRequest,
  ip: string,
): Promise<TResult<TTokenResponse>> {
  const nowMs = deps.clock.now();
  const waitMs = await attemptWaitMs(deps.db, registrationLimit, ip, nowMs);
  if (waitMs > 0) {
    const seconds = secondsUntil(waitMs);
    return fail('TooManyAttempts', { retryAfterSeconds: seconds }, { RetryAfterSeconds: seconds });
  }
  await recordAttempt(deps.db, registrationLimit, ip, nowMs);
  if (input.InviteCode) {
    const terms = await inviteTermsOf(deps.db, input.InviteCode, nowMs);
    if (terms === null) return fail('InviteCodeInvalid');
    if (!terms.ok) return terms;
  }
  const taken = await takenIdentity(deps.db, input.LoginId, input.Email);
  if (taken) return fail(taken === 'email' ? 'EmailTaken' : 'LoginIdTaken');
  const passwordHash = await hashPassword(input.Password);
  const outcome = await deps.db.transaction(async (tx) => {
    // The link's type and prize group (issue #21): the use is counted with the account.
    const terms = input.InviteCode ? await claimInviteCode(tx, input.InviteCode, nowMs) : null;
    if (terms && !terms.ok) return terms;
    const parentId = terms?.value.agentId ?? null;
    const role = terms?.value.role ?? 'player';
    const created = await createUser(tx, {
      loginId: input.LoginId,
      passwordHash,
      role,
      prizeGroup: terms?.value.prizeGroup,
      nickName: input.NickName,
      parentId,
      email: input.Email,
      qq: input.QQ,
      wechat: input.WeChat,
      phone: input.Phone,
    });
    if (!created.ok) return fail(created.taken === 'email' ? 'EmailTaken' : 'LoginIdTaken');
    const sessionId = deps.ids.uuid();
    await openSession(tx, {
      id: sessionId,
      userId: created.userId,
      loginType: loginTypes.password,
      ip,
      atMs: nowMs,
    });
    await writeAudit(tx, {
      at: nowMs,
      actorUserId: created.userId,
      subjectUserId: created.userId,
      action: 'register',
      detail: { ip, parentId, inviteCode: input.InviteCode ?? null },
    });
    return succeed({ userId: created.userId, sessionId, role });
  });
  if (!outcome.ok) return outcome;
  return succeed(
    await issueToken(deps, {
      userId: outcome.value.userId,
      sessionId: outcome.value.sessionId,
      loginId: input.LoginId,
      nickName: input.NickName ?? input.LoginId,
      role: outcome.value.role,
      loginType: loginTypes.password,
    }),
  );
}
