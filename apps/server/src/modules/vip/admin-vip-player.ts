import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { findUserIdByLoginId } from '../auth/find-user.ts';
import { getPlayerVipInfo } from './get-player-vip-info.ts';

/**
 * GET /api/Admin/Vip/Player: a player's level, this site month's figures and the next level, as
 * the player reads them (one function for both, so the console shows what the player sees).
 */
export async function adminPlayerVipInfo(
  db: TQueryable,
  loginId: string,
  now: number,
): Promise<TResult<Awaited<ReturnType<typeof getPlayerVipInfo>>>> {
  const userId = await findUserIdByLoginId(db, loginId);
  if (userId === null) return fail('VipPlayerNotFound');
  return succeed(await getPlayerVipInfo(db, userId, now));
}
