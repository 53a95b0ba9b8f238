import type { TDatabase, TQueryable } from '../../db/database.ts';
import type { TFailure, TResult } from '../../platform/result.ts';
import { fundPasswordLimit, verifyFundPassword } from '../account/fund-password.ts';
import { requireSecondFactor, secondFactorLimit } from '../account/second-factor.ts';
import { recordAttempt } from '../auth/attempt-throttle.ts';

export interface TCredentials {
  FundPassword: string;
  SecondFactorCode?: string | undefined;
}

/**
 * A withdrawal's or a binding's proof that the player is at the keyboard: the second factor when
 * their totpForWithdraw flag asks for one (spent), then the fund password.
 */
export async function checkCredentials(
  tx: TQueryable,
  userId: number,
  credentials: TCredentials,
  now: number,
): Promise<TResult<void>> {
  const factor = await requireSecondFactor(
    tx,
    userId,
    'withdraw',
    credentials.SecondFactorCode,
    now,
  );
  if (!factor.ok) return factor;
  return verifyFundPassword(tx, userId, credentials.FundPassword, now);
}

/**
 * A refused request's transaction rolls back (idempotency stores the refusal on its own), and
 * with it the wrong-guess count the account module wrote in it: counted again here, in a
 * statement of its own, so guessing stays throttled.
 */
export async function countWrongGuess(
  db: TDatabase,
  userId: number,
  failure: TFailure,
  now: number,
) {
  if (failure.error === 'FundPasswordWrong')
    await recordAttempt(db, fundPasswordLimit, String(userId), now);
  if (failure.error === 'SecondFactorWrong')
    await recordAttempt(db, secondFactorLimit, String(userId), now);
}
