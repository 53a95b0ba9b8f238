import type { TPlayerDetail } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { readAccount } from '../../auth/account-record.ts';
import { countDirectDownline, prizeGroupOf, uplineOf } from '../../auth/account-tree.ts';
import { findUserIdByLoginId } from '../../auth/find-user.ts';
import { countOpenSessions, listLogins } from '../../auth/list-logins.ts';
import { userBalances } from '../../wallet/account-balances.ts';

/** The player (or agent) behind a login ID; administrators are not players and are not found. */
export async function findPlayerId(db: TQueryable, loginId: string): Promise<TResult<number>> {
  const userId = await findUserIdByLoginId(db, loginId);
  if (userId === null) return fail('PlayerNotFound', { loginId });
  const account = await readAccount(db, userId);
  if (!account || account.role === 'admin') return fail('PlayerNotFound', { loginId });
  return succeed(userId);
}

/** The head of a player's page: who, where in the agent tree, balances, state, sessions. */
export async function playerDetail(
  db: TQueryable,
  loginId: string,
): Promise<TResult<TPlayerDetail>> {
  const found = await findPlayerId(db, loginId);
  if (!found.ok) return found;
  const userId = found.value;
  const account = await readAccount(db, userId);
  if (!account || account.role === 'admin') return fail('PlayerNotFound', { loginId });
  const [balances, upline, downline, openSessions, lastLogin, prizeGroup] = await Promise.all([
    userBalances(db, userId),
    uplineOf(db, userId),
    countDirectDownline(db, userId),
    countOpenSessions(db, userId),
    listLogins(db, userId, { index: 1, size: 1 }),
    prizeGroupOf(db, userId),
  ]);
  const last = lastLogin.rows[0];
  return succeed({
    UserId: userId,
    LoginId: account.loginId,
    NickName: account.nickName,
    Role: account.role,
    AgentLoginId: account.parentLoginId,
    StateFlags: account.stateFlags,
    Balance: balances.main,
    RegisteredAt: account.createdAt.getTime(),
    LastLoginAt: last ? last.created_at.getTime() : null,
    LastLoginIp: last?.ip ?? null,
    PrizeGroup: prizeGroup,
    HasSecondFactor: account.hasAuthenticator,
    AgentChain: upline,
    DirectDownline: downline,
    Balances: {
      Main: balances.main,
      Bonus: balances.bonus,
      BetHolds: balances.betHolds,
      ScheduleHolds: balances.scheduleHolds,
      PendingWithdrawals: balances.pendingWithdrawals,
    },
    OpenSessions: openSessions,
  });
}
