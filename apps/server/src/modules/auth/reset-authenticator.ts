import type { TQueryable } from '../../db/database.ts';
import { dropPlayerRecoveryCodes } from '../account/recovery-codes.ts';

/**
 * Unbinds the account's authenticator (a player who lost the phone): the next login or protected
 * action that needs a code asks them to bind a new one; its recovery codes go with it. Returns
 * false when none was bound.
 */
export async function resetAuthenticator(tx: TQueryable, userId: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL
      WHERE id = $1 AND (totp_secret IS NOT NULL OR totp_pending_secret IS NOT NULL)
      RETURNING id`,
    [userId],
  );
  await dropPlayerRecoveryCodes(tx, userId);
  return rows.length > 0;
}
