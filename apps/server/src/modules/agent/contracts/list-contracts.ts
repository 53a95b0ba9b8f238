import type { TContract } from '@lottery/contracts';
import { succeed, type TResult } from '../../../platform/result.ts';
import type { TSession } from '../../../platform/route.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import { findTeamMember } from '../team/team-membership.ts';
import { readContractRows } from './contract-rows.ts';

/** Every contract offered to the caller, whoever offered it (its agent now or before a move). */
export async function listMyContracts(deps: TAgentDeps, session: TSession): Promise<TContract[]> {
  return readContractRows(deps.db, 'c.member_id = $1', [session.userId]);
}

/** The contracts the agent offered a direct member (through the team gate). */
export async function listMemberContracts(
  deps: TAgentDeps,
  session: TSession,
  memberLoginId: string,
): Promise<TResult<TContract[]>> {
  const member = await findTeamMember(
    deps.db,
    session.userId,
    { loginId: memberLoginId },
    { scope: 'direct' },
  );
  if (!member.ok) return member;
  return succeed(
    await readContractRows(deps.db, 'c.agent_id = $1 AND c.member_id = $2', [
      session.userId,
      member.value.userId,
    ]),
  );
}
