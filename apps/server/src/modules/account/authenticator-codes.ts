import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { writeAudit } from '../auth/audit.ts';
import { resetAuthenticator } from '../auth/reset-authenticator.ts';
import { stateFlags } from '../auth/state-flags.ts';
import { replacePlayerRecoveryCodes } from './recovery-codes.ts';
import { spendSecondFactor } from './second-factor.ts';

async function boundSecret(tx: TQueryable, userId: number): Promise<string | null> {
  const [row] = await tx.query<{ totp_secret: string | null }>(
    `SELECT totp_secret FROM users WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  return row?.totp_secret ?? null;
}

/**
 * New recovery codes (the old ones stop working), behind a fresh authenticator code so that a
 * stolen session cannot mint itself a way past the second factor.
 */
export async function regenerateRecoveryCodes(
  tx: TQueryable,
  userId: number,
  code: string,
  now: number,
): Promise<TResult<{ RecoveryCodes: string[] }>> {
  const secret = await boundSecret(tx, userId);
  if (!secret) return fail('AuthenticatorNotBound');
  const spent = await spendSecondFactor(tx, userId, secret, code, now);
  if (!spent.ok) return spent;
  const codes = await replacePlayerRecoveryCodes(tx, userId, now);
  await writeAudit(tx, {
    at: now,
    actorUserId: userId,
    subjectUserId: userId,
    action: 'recovery_codes.replaced',
  });
  return succeed({ RecoveryCodes: codes });
}

/**
 * Unbinds the authenticator with one last code (or a recovery code). Login stops asking for a
 * code; flags an administrator set for withdrawals and the like stay, and refuse those actions
 * until an authenticator is bound again (SecondFactorNeedsAuthenticator).
 */
export async function unbindAuthenticator(
  tx: TQueryable,
  userId: number,
  code: string,
  now: number,
): Promise<TResult<void>> {
  const secret = await boundSecret(tx, userId);
  if (!secret) return fail('AuthenticatorNotBound');
  const spent = await spendSecondFactor(tx, userId, secret, code, now);
  if (!spent.ok) return spent;
  await resetAuthenticator(tx, userId);
  await tx.query(`UPDATE users SET state_flags = state_flags & ~$2::int WHERE id = $1`, [
    userId,
    stateFlags.totpForLogin,
  ]);
  await writeAudit(tx, {
    at: now,
    actorUserId: userId,
    subjectUserId: userId,
    action: 'totp.unbound',
  });
  return succeed(undefined);
}
