import type { TChangeFundPasswordRequest, TSetFundPasswordRequest } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { writeAudit } from '../auth/audit.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import type { TAccountDeps } from './account-deps.ts';
import { checkLoginPassword, isLoginPassword } from './check-login-password.ts';
import { hasFundPassword, verifyFundPassword } from './fund-password.ts';
import { requireSecondFactor } from './second-factor.ts';

async function storeFundPassword(
  deps: TAccountDeps,
  userId: number,
  password: string,
  action: string,
) {
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO fund_passwords (user_id, password_hash, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET password_hash = $2, updated_at = $3`,
      [userId, passwordHash, new Date(now)],
    );
    await writeAudit(tx, { at: now, actorUserId: userId, subjectUserId: userId, action });
  });
}

/** The first fund password, behind the login password; afterwards it is changed, not set. */
export async function setFundPassword(
  deps: TAccountDeps,
  userId: number,
  input: TSetFundPasswordRequest,
): Promise<TResult<void>> {
  if (await hasFundPassword(deps.db, userId)) return fail('FundPasswordAlreadySet');
  const checked = await checkLoginPassword(deps.db, userId, input.LoginPassword, deps.clock.now());
  if (!checked.ok) return checked;
  if (input.FundPassword === input.LoginPassword) return fail('FundPasswordSameAsLogin');
  await storeFundPassword(deps, userId, input.FundPassword, 'fund_password.set');
  return succeed(undefined);
}

/**
 * A new fund password, proven by the old one (second factor purpose fundPasswordChange) or, when
 * the player forgot it, by the login password (purpose reset). Each check commits its counted
 * failures before the next, so a failure leaves nothing changed but the throttles.
 */
export async function changeFundPassword(
  deps: TAccountDeps,
  userId: number,
  input: TChangeFundPasswordRequest,
): Promise<TResult<void>> {
  const now = deps.clock.now();
  if (!(await hasFundPassword(deps.db, userId))) return fail('FundPasswordNotSet');
  const proven = input.OldFundPassword
    ? await deps.db.transaction((tx) =>
        verifyFundPassword(tx, userId, input.OldFundPassword ?? '', now),
      )
    : await checkLoginPassword(deps.db, userId, input.LoginPassword ?? '', now);
  if (!proven.ok) return proven;
  // Before the second factor: a refused new password must not spend the player's code.
  if (await isLoginPassword(deps.db, userId, input.NewFundPassword)) {
    return fail('FundPasswordSameAsLogin');
  }
  const purpose = input.OldFundPassword ? 'fundPasswordChange' : 'reset';
  const factor = await deps.db.transaction((tx) =>
    requireSecondFactor(tx, userId, purpose, input.TotpCode, now),
  );
  if (!factor.ok) return factor;
  const action = purpose === 'reset' ? 'fund_password.reset' : 'fund_password.changed';
  await storeFundPassword(deps, userId, input.NewFundPassword, action);
  return succeed(undefined);
}
