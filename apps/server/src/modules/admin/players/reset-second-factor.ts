import type { TDatabase } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { resetAuthenticator } from '../../auth/reset-authenticator.ts';
import { findPlayerId } from './player-detail.ts';
import { writeAdminAudit } from '../audit/write-admin-audit.ts';

/** Unbinds a player's authenticator at their request (a lost phone), audited with the reason. */
export async function resetPlayerSecondFactor(
  db: TDatabase,
  admin: TAdminSession,
  request: { loginId: string; reason: string },
): Promise<TResult<true>> {
  return db.transaction(async (tx) => {
    const found = await findPlayerId(tx, request.loginId);
    if (!found.ok) return found;
    if (!(await resetAuthenticator(tx, found.value))) return fail('SecondFactorNotBound');
    await writeAdminAudit(tx, admin, {
      action: 'players.second_factor.reset',
      targetType: 'player',
      targetId: request.loginId,
      before: { secondFactor: true },
      after: { secondFactor: false, reason: request.reason },
    });
    return succeed(true as const);
  });
}
