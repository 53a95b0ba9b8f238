import type { TPlayerDetail } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { findPlayerIdByLoginId } from '../../auth/find-user.ts';
import { readPlayerHead } from '../../auth/read-player-head.ts';

/** The player (or agent) behind a login ID; administrators are not players and are not found. */
export async function findPlayerId(db: TQueryable, loginId: string): Promise<TResult<number>> {
  const userId = await findPlayerIdByLoginId(db, loginId);
  return userId === null ? fail('PlayerNotFound', { loginId }) : succeed(userId);
}

/** The head of a player's page: who, where in the agent tree, balances, state, sessions. */
export async function playerDetail(
  db: TQueryable,
  loginId: string,
): Promise<TResult<TPlayerDetail>> {
  const head = await readPlayerHead(db, loginId);
  if (!head) return fail('PlayerNotFound', { loginId });
  const { balances } = head;
  return succeed({
    UserId: head.id,
    LoginId: head.login_id,
    NickName: head.nick_name,
    Role: head.role,
    AgentLoginId: head.agent_login_id,
    StateFlags: head.state_flags,
    Balance: balances.main,
    RegisteredAt: head.created_at.getTime(),
    LastLoginAt: head.last_login_at?.getTime() ?? null,
    LastLoginIp: head.last_login_ip,
    PrizeGroup: head.prize_group,
    HasSecondFactor: head.has_authenticator,
    AgentChain: head.upline,
    DirectDownline: head.direct_downline,
    Balances: {
      Main: balances.main,
      Bonus: balances.bonus,
      BetHolds: balances.betHolds,
      ScheduleHolds: balances.scheduleHolds,
      PendingWithdrawals: balances.pendingWithdrawals,
    },
    OpenSessions: head.open_sessions,
  });
}
