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

/**
 * A tab of a player's page: its module's own search by login ID, run beside the check that the
 * player exists (PlayerNotFound, as every tab of the page). The search resolves the login ID
 * inside its statements, so the tab costs one round trip, not two.
 */
export async function searchOfFoundPlayer<T>(
  db: TQueryable,
  loginId: string,
  search: Promise<TResult<T>>,
): Promise<TResult<T>> {
  const [found, result] = await Promise.all([findPlayerId(db, loginId), search]);
  return found.ok ? result : found;
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
