import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { findTeamMember } from '../team/team-membership.ts';
import type { TReportFocus } from './team-report.ts';

/**
 * Whose team an agent's report shows: its own, or (drilling down) a member of its team at any
 * depth, admitted by the one team gate: any other account, by any login ID, is NotInTeam.
 */
export async function agentReportFocus(
  db: TQueryable,
  agent: { userId: number; loginId: string },
  memberLoginId: string | undefined,
): Promise<TResult<TReportFocus>> {
  if (!memberLoginId) return succeed({ userId: agent.userId, loginId: agent.loginId, level: 0 });
  const member = await findTeamMember(
    db,
    agent.userId,
    { loginId: memberLoginId },
    { scope: 'team' },
  );
  if (!member.ok) return member;
  return succeed({
    userId: member.value.userId,
    loginId: member.value.loginId,
    level: member.value.depth,
  });
}

/** The back office names any agent, then optionally a member of that agent's team. */
export async function adminReportFocus(
  db: TQueryable,
  agentLoginId: string,
  memberLoginId: string | undefined,
): Promise<TResult<TReportFocus>> {
  const [agent] = await db.query<{ id: number; login_id: string }>(
    `SELECT id, login_id FROM users WHERE lower(login_id) = lower($1) AND role = 'agent'`,
    [agentLoginId],
  );
  if (!agent) return fail('AgentNotFound', { loginId: agentLoginId });
  return agentReportFocus(db, { userId: agent.id, loginId: agent.login_id }, memberLoginId);
}
