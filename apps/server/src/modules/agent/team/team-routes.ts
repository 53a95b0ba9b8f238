import {
  ZAdminAgentTeam,
  ZAdminAgentTeamQuery,
  ZActiveAccountsRequest,
  ZActiveAccountsResponse,
  ZCreateMemberRequest,
  ZCreateMemberResponse,
  ZCreateRegisterLinkRequest,
  ZDeleteMemberRequest,
  ZDisableRegisterLinkRequest,
  ZMemberBehavioursRequest,
  ZMemberBehavioursResponse,
  ZMoveMemberRequest,
  ZRegisterLinksResponse,
  ZTeamActionResponse,
  ZTeamMembersRequest,
  ZTeamMembersResponse,
} from '@lottery/contracts';
import { z } from 'zod';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import type { TSessionEnds } from '../../auth/session-ends.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import { activeAccounts } from './active-accounts.ts';
import { adminAgentTeam } from './admin-agent-team.ts';
import { createMember } from './create-member.ts';
import { deleteMember } from './delete-member.ts';
import { listTeamMembers } from './list-team-members.ts';
import {
  createRegisterLink,
  disableRegisterLink,
  listRegisterLinks,
} from './manage-register-links.ts';
import { moveMember } from './move-member.ts';
import { setMemberBehaviours } from './set-member-behaviours.ts';

const common = { tags: ['Agent team'], access: 'agent', method: 'POST' } as const;

/** The agent's team (/Player, /CreatePlayer, /RegisterLink, /ActiveAccount). */
export function teamRoutes(deps: TAgentDeps & { sessionEnds: TSessionEnds }) {
  const now = () => deps.clock.now();
  return [
    defineRoute({
      ...common,
      url: '/api/Team/Members',
      summary:
        "The caller's direct members or whole team (or a team member's direct members) with balance, team balance, turnover, last login and state; 8001, 8100",
      body: ZTeamMembersRequest,
      response: ZTeamMembersResponse,
      handler: async ({ body, session }) =>
        unwrap(await listTeamMembers(deps.db, session.userId, now(), body)),
    }),
    defineRoute({
      ...common,
      url: '/api/Team/MoveMember',
      summary:
        'Move a direct member with its team under an agent of your team; 8001, 8002, 8101-8104',
      body: ZMoveMemberRequest,
      response: ZTeamActionResponse,
      handler: async ({ body, session }) =>
        unwrap(await moveMember(deps.db, session.userId, now(), body)),
    }),
    defineRoute({
      ...common,
      url: '/api/Team/DeleteMember',
      summary:
        'Delete (disable and hide) a direct member with nothing left: no money, open bets or members; 8001, 8002, 8110-8113',
      body: ZDeleteMemberRequest,
      response: ZTeamActionResponse,
      handler: async ({ body, session }) =>
        unwrap(await deleteMember(deps, session.userId, now(), body)),
    }),
    defineRoute({
      ...common,
      url: '/api/Team/SetBehaviours',
      summary:
        'Set or clear descendant behaviours on several or all direct members in one transaction; 8001, 8002, 8120',
      body: ZMemberBehavioursRequest,
      response: ZMemberBehavioursResponse,
      handler: async ({ body, session }) =>
        unwrap(await setMemberBehaviours(deps.db, session.userId, now(), body)),
    }),
    defineRoute({
      ...common,
      url: '/api/Team/CreateMember',
      summary:
        'Open a player or agent account under the caller with a prize group at most its own; 8130, 8131',
      body: ZCreateMemberRequest,
      response: ZCreateMemberResponse,
      handler: async ({ body, session }) =>
        unwrap(await createMember(deps.db, session.userId, now(), body)),
    }),
    defineRoute({
      ...common,
      url: '/api/Team/RegisterLinks',
      summary: "The caller's register links with type, prize group, expiry and use count",
      response: ZRegisterLinksResponse,
      handler: ({ session }) => listRegisterLinks(deps.db, session.userId),
    }),
    defineRoute({
      ...common,
      url: '/api/Team/CreateRegisterLink',
      summary: 'A new register link (type, prize group ≤ own, expiry, use limit); 8130, 8131',
      body: ZCreateRegisterLinkRequest,
      response: z.object({ Code: z.string() }).meta({ id: 'CreateRegisterLinkResponse' }),
      handler: async ({ body, session }) =>
        unwrap(await createRegisterLink(deps.db, session.userId, now(), body)),
    }),
    defineRoute({
      ...common,
      url: '/api/Team/DisableRegisterLink',
      summary: 'Disable one of your register links; 8140',
      body: ZDisableRegisterLinkRequest,
      response: ZTeamActionResponse,
      handler: async ({ body, session }) =>
        unwrap(await disableRegisterLink(deps.db, session.userId, now(), body.Code)),
    }),
    defineRoute({
      ...common,
      url: '/api/Team/ActiveAccounts',
      summary:
        'Team members active (bet or logged in) in a site day, week or month: counts per level and the list',
      body: ZActiveAccountsRequest,
      response: ZActiveAccountsResponse,
      handler: async ({ body, session }) =>
        unwrap(await activeAccounts(deps.db, session.userId, now(), body)),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/Admin/AgentTeams',
      summary:
        "Any account's team: size and balance, its direct members with their figures, and its latest moves, deletes and restrictions",
      tags: ['Admin agent teams'],
      access: 'admin',
      permission: 'agents.view',
      query: ZAdminAgentTeamQuery,
      response: ZAdminAgentTeam,
      handler: async ({ query }) => unwrap(await adminAgentTeam(deps.db, now(), query)),
    }),
  ];
}
