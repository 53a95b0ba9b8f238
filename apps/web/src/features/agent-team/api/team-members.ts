import type {
  TTeamMembersRequest,
  TTeamMembersResponse,
  TTeamMemberView,
} from '@lottery/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/http-client.ts';

/** A team member as the client receives it: money as JSON numbers. */
export type TTeamMember = Omit<TTeamMemberView, 'Balance' | 'TeamBalance' | 'Turnover'> & {
  Balance: number;
  TeamBalance: number;
  Turnover: number;
};

export type TTeamMembers = Omit<TTeamMembersResponse, 'Items'> & { Items: TTeamMember[] };

/** Rows per page of the team lists (/Player, /ActiveAccount). */
export const teamPageSize = 20;

export const teamMembersKey = ['agent-team', 'members'] as const;

/** POST /api/Team/Members: a level of the caller's team (or all of it), a page at a time. */
export const useTeamMembers = (request: TTeamMembersRequest) =>
  useQuery({
    queryKey: [...teamMembersKey, request],
    queryFn: () => apiPost<TTeamMembers>('/api/Team/Members', request),
    placeholderData: keepPreviousData,
  });
