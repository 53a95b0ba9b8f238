import type {
  TActiveAccountsRequest,
  TActiveAccountsResponse,
  TCreateMemberRequest,
  TCreateRegisterLinkRequest,
  TMemberBehavioursRequest,
  TMoveMemberRequest,
  TRegisterLinkView,
} from '@lottery/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/http-client.ts';

export const registerLinksKey = ['agent-team', 'links'] as const;

/** POST /api/Team/RegisterLinks: the caller's invite links, newest first. */
export const useRegisterLinks = () =>
  useQuery({
    queryKey: registerLinksKey,
    queryFn: () =>
      apiPost<{ Items: TRegisterLinkView[]; OwnPrizeGroup: number }>('/api/Team/RegisterLinks'),
  });

export const createRegisterLink = (request: TCreateRegisterLinkRequest) =>
  apiPost<{ Code: string }>('/api/Team/CreateRegisterLink', request);

export const disableRegisterLink = (code: string) =>
  apiPost<{ Result: true }>('/api/Team/DisableRegisterLink', { Code: code });

export const createMember = (request: TCreateMemberRequest) =>
  apiPost<{ UserId: number; LoginId: string }>('/api/Team/CreateMember', request);

export const moveMember = (request: TMoveMemberRequest) =>
  apiPost<{ Result: true }>('/api/Team/MoveMember', request);

export const deleteMember = (userId: number) =>
  apiPost<{ Result: true }>('/api/Team/DeleteMember', { Member: { UserId: userId } });

export const setMemberBehaviours = (request: TMemberBehavioursRequest) =>
  apiPost<{ Changed: number }>('/api/Team/SetBehaviours', request);

type TActive = Omit<TActiveAccountsResponse, 'Items'> & {
  Items: (Omit<TActiveAccountsResponse['Items'][number], 'Turnover'> & { Turnover: number })[];
};

/** POST /api/Team/ActiveAccounts: the team's active accounts of a period, per level and listed. */
export const useActiveAccounts = (request: TActiveAccountsRequest) =>
  useQuery({
    queryKey: ['agent-team', 'active', request],
    queryFn: () => apiPost<TActive>('/api/Team/ActiveAccounts', request),
    placeholderData: keepPreviousData,
  });
