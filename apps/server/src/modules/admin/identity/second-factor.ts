import type { TAdminTotpVerifyRequest } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { secondsUntil, throttleWait, type TLoginAttempt } from '../../auth/login-throttle.ts';
import { matchTotp, newTotpSecret, totpUrl } from '../../auth/totp.ts';
import { writeAdminAudit } from '../audit/write-admin-audit.ts';
import type { TAdminIdentityDeps } from './admin-deps.ts';
import { adminThrottleKey, recordAdminFailure } from './admin-login.ts';
import { replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes.ts';

interface TTotpRow {
  stage: 'password' | 'verified';
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: string | null;
}

/**
 * First login: a new secret waits as pending until a right code from it (Totp/Verify) proves the
 * administrator's app holds it. Asking again replaces the pending secret.
 */
export async function enrolTotp(
  deps: TAdminIdentityDeps,
  session: TAdminSession,
): Promise<TResult<{ Secret: string; OtpauthUri: string }>> {
  const secret = newTotpSecret();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ enrolled: boolean }>(
      `UPDATE admins SET totp_pending_secret = CASE WHEN totp_secret IS NULL THEN $2 END
        WHERE id = $1 RETURNING totp_secret IS NOT NULL AS enrolled`,
      [session.adminId, secret],
    );
    if (!row || row.enrolled) return fail('AdminTotpAlreadyEnrolled');
    await writeAdminAudit(tx, session, {
      action: 'auth.totp.enrol_start',
      targetType: 'admin',
      targetId: session.adminId,
    });
    return succeed({ Secret: secret, OtpauthUri: totpUrl(secret, `admin:${session.loginId}`) });
  });
}

/** The accepted time step of `code`, or null: wrong, or a step already used (never twice). */
function acceptedStep(secret: string, code: string, lastStep: string | null, nowMs: number) {
  const step = matchTotp(secret, code, nowMs);
  if (step === null) return null;
  return lastStep !== null && step <= Number(lastStep) ? null : step;
}

type TVerified = { RecoveryCodes: string[] | null };

/**
 * The second step: an authenticator code (at first login, from the pending secret, which it
 * enrols, answering ten recovery codes) or an unused recovery code. Wrong answers count in the
 * login throttle like wrong passwords. The session then reaches the console.
 */
export async function verifySecondFactor(
  deps: TAdminIdentityDeps,
  session: TAdminSession,
  input: TAdminTotpVerifyRequest,
): Promise<TResult<TVerified>> {
  const nowMs = deps.clock.now();
  const attempt: TLoginAttempt = {
    loginKey: adminThrottleKey(session.loginId),
    ip: session.ip,
    nowMs,
  };
  const wait = await throttleWait(deps.db, attempt);
  if (wait) {
    const seconds = secondsUntil(wait.waitMs);
    return fail(wait.error, { retryAfterSeconds: seconds }, { RetryAfterSeconds: seconds });
  }
  const outcome = await deps.db.transaction(async (tx): Promise<TResult<TVerified> | 'wrong'> => {
    const [row] = await tx.query<TTotpRow>(
      `SELECT s.stage, a.totp_secret, a.totp_pending_secret, a.totp_last_step::text
         FROM admin_sessions s JOIN admins a ON a.id = s.admin_id
        WHERE s.id = $1 FOR UPDATE OF a`,
      [session.sessionId],
    );
    if (!row) return fail('AdminSessionEnded');
    if (row.stage === 'verified') return fail('AdminSecondFactorPassed');
    const enrolling = row.totp_secret === null;
    const secret = row.totp_secret ?? row.totp_pending_secret;
    if (secret === null) return fail('AdminTotpNotEnrolled');
    let step: number | null = null;
    if (input.RecoveryCode !== undefined) {
      if (enrolling) return fail('AdminTotpNotEnrolled');
      if (!(await spendRecoveryCode(tx, session.adminId, input.RecoveryCode, nowMs)))
        return 'wrong';
    } else {
      step = acceptedStep(secret, input.Code ?? '', row.totp_last_step, nowMs);
      if (step === null) return 'wrong';
    }
    await tx.query(
      `UPDATE admins SET totp_secret = $2, totp_pending_secret = NULL,
              totp_last_step = COALESCE($3, totp_last_step), failed_login_count = 0
        WHERE id = $1`,
      [session.adminId, secret, step],
    );
    await tx.query(`UPDATE admin_sessions SET stage = 'verified' WHERE id = $1`, [
      session.sessionId,
    ]);
    const recoveryCodes = enrolling ? await replaceRecoveryCodes(tx, session.adminId, nowMs) : null;
    await writeAdminAudit(tx, session, {
      action: 'auth.login.second_factor',
      targetType: 'admin_session',
      targetId: session.sessionId,
      before: { stage: 'password' },
      after: {
        stage: 'verified',
        by: input.RecoveryCode !== undefined ? 'recovery_code' : 'totp',
        enrolled: enrolling,
      },
    });
    return succeed({ RecoveryCodes: recoveryCodes });
  });
  if (outcome !== 'wrong') return outcome;
  await recordAdminFailure(deps, attempt, session.adminId);
  return fail('AdminTotpInvalid');
}

/** Ten new recovery codes (the old ones stop working), on a right authenticator code. */
export async function regenerateRecoveryCodes(
  deps: TAdminIdentityDeps,
  session: TAdminSession,
  code: string,
): Promise<TResult<string[]>> {
  const nowMs = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.query<Pick<TTotpRow, 'totp_secret' | 'totp_last_step'>>(
      `SELECT totp_secret, totp_last_step::text FROM admins WHERE id = $1 FOR UPDATE`,
      [session.adminId],
    );
    if (!row?.totp_secret) return fail('AdminTotpNotEnrolled');
    const step = acceptedStep(row.totp_secret, code, row.totp_last_step, nowMs);
    if (step === null) return fail('AdminTotpInvalid');
    await tx.query(`UPDATE admins SET totp_last_step = $2 WHERE id = $1`, [session.adminId, step]);
    const codes = await replaceRecoveryCodes(tx, session.adminId, nowMs);
    await writeAdminAudit(tx, session, {
      action: 'auth.recovery_codes.regenerate',
      targetType: 'admin',
      targetId: session.adminId,
    });
    return succeed(codes);
  });
}
