import { ZTeamMembersRequest, ZTeamMembersResponse } from '@lottery/contracts';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import { listTeamMembers } from './list-team-members.ts';

const common = { tags: ['Agent team'], access: 'agent' } as const;

/** The agent's team (/Player, /CreatePlayer, /RegisterLink, /ActiveAccount). */
export function teamRoutes(deps: TAgentDeps) {
  return [
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Team/Members',
      summary:
        "The caller's direct members or whole team (or a team member's direct members) with balance, team balance, turnover, last login and state; 8001, 8100",
      body: ZTeamMembersRequest,
      response: ZTeamMembersResponse,
      handler: async ({ body, session }) =>
        unwrap(await listTeamMembers(deps.db, session.userId, deps.clock.now(), body)),
    }),
  ];
}
