import type { TSetPlayerRealNameRequest } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { clearFundPassword } from '../../account/fund-password.ts';
import { replaceRealName } from '../../account/set-real-name.ts';
import { writeAdminAudit } from '../audit/write-admin-audit.ts';
import { findPlayerId } from './player-detail.ts';

/**
 * Removes a player's fund password at their request, audited with the reason; the player sets a
 * new one (behind the login password) before the next withdrawal.
 */
export async function resetPlayerFundPassword(
  db: TDatabase,
  admin: TAdminSession,
  request: { loginId: string; reason: string },
): Promise<TResult<true>> {
  return db.transaction(async (tx) => {
    const found = await findPlayerId(tx, request.loginId);
    if (!found.ok) return found;
    if (!(await clearFundPassword(tx, found.value))) return fail('FundPasswordNotSet');
    await writeAdminAudit(tx, admin, {
      action: 'players.fund_password.reset',
      targetType: 'player',
      targetId: request.loginId,
      before: { fundPassword: true },
      after: { fundPassword: false, reason: request.reason },
    });
    return succeed(true as const);
  });
}

/** Sets or clears the real name (the player may set it only once), audited before and after. */
export async function setPlayerRealName(
  db: TDatabase,
  admin: TAdminSession,
  request: TSetPlayerRealNameRequest,
): Promise<TResult<true>> {
  return db.transaction(async (tx) => {
    const found = await findPlayerId(tx, request.LoginId);
    if (!found.ok) return found;
    const before = await replaceRealName(tx, found.value, request.RealName);
    await writeAdminAudit(tx, admin, {
      action: 'players.real_name.set',
      targetType: 'player',
      targetId: request.LoginId,
      before: { realName: before },
      after: { realName: request.RealName, reason: request.Reason },
    });
    return succeed(true as const);
  });
}
