import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TSession } from '../../platform/route.ts';
import type { TAuthDeps } from './auth-deps.ts';
import { writeAudit } from './audit.ts';
import { stateFlags } from './state-flags.ts';
import { matchTotp, newTotpSecret, totpUrl } from './totp.ts';
import { replacePlayerRecoveryCodes } from '../account/recovery-codes.ts';

/** Step one: a fresh secret, kept pending until the player proves the app shows its codes. */
export async function beginAuthenticatorBinding(
  deps: TAuthDeps,
  session: TSession,
): Promise<TResult<{ Secret: string; OtpAuthUrl: string }>> {
  const secret = newTotpSecret();
  const rows = await deps.db.query(
    `UPDATE users SET totp_pending_secret = $2 WHERE id = $1 AND totp_secret IS NULL RETURNING id`,
    [session.userId, secret],
  );
  if (rows.length === 0) return fail('TotpAlreadyEnabled');
  return succeed({ Secret: secret, OtpAuthUrl: totpUrl(secret, session.loginId) });
}

/**
 * Step two: a correct code binds the secret, from then on login asks for a code, and the player
 * gets ten recovery codes, shown this once.
 */
export async function confirmAuthenticatorBinding(
  deps: TAuthDeps,
  session: TSession,
  code: string,
): Promise<TResult<{ RecoveryCodes: string[] }>> {
  const nowMs = deps.clock.now();
  const [user] = await deps.db.query<{
    totp_secret: string | null;
    totp_pending_secret: string | null;
  }>(`SELECT totp_secret, totp_pending_secret FROM users WHERE id = $1`, [session.userId]);
  if (user?.totp_secret) return fail('TotpAlreadyEnabled');
  if (!user?.totp_pending_secret) return fail('TotpNotStarted');
  const step = matchTotp(user.totp_pending_secret, code, nowMs);
  if (step === null) return fail('TotpInvalid');
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL,
              totp_last_step = $2, state_flags = state_flags | $3 WHERE id = $1`,
      [session.userId, step, stateFlags.totpForLogin],
    );
    await writeAudit(tx, {
      at: nowMs,
      actorUserId: session.userId,
      subjectUserId: session.userId,
      action: 'totp.bound',
    });
    return replacePlayerRecoveryCodes(tx, session.userId, nowMs);
  });
  return succeed({ RecoveryCodes: recoveryCodes });
}
