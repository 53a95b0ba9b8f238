import type {
  TAgentBonusListView,
  TAgentBonusView,
  TDividendRecordPageView,
  TDividendRecordView,
  TMyDividendsView,
  TServiceFeesView,
  TShareholderBonusType,
  TShareholderBonusView,
} from '@lottery/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPostIdempotent } from '../../../shared/api/http-client.ts';

/** The dividend, shareholder bonus, bonus and service fee calls of the agent screens. */
export const dividendsKey = ['agent-dividends'] as const;
export const dividendPageSize = 20;

export const useMemberDividends = (request: { Member?: string; Page: number }) =>
  useQuery({
    queryKey: [...dividendsKey, 'members', request],
    queryFn: () =>
      apiPost<TDividendRecordPageView>('/api/Dividend/GetMemberRecords', {
        ...request,
        PageSize: dividendPageSize,
      }),
    placeholderData: keepPreviousData,
  });

export const useMyDividends = (page: number) =>
  useQuery({
    queryKey: [...dividendsKey, 'mine', page],
    queryFn: () =>
      apiPost<TMyDividendsView>('/api/Dividend/GetMyRecords', {
        Page: page,
        PageSize: dividendPageSize,
      }),
    placeholderData: keepPreviousData,
  });

/** Pay, request off platform, accept off platform: each answers the record in its new state. */
export function useDividendAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: 'pay' | 'request' | 'accept'; id: number }) =>
      action === 'pay'
        ? apiPostIdempotent<TDividendRecordView>(
            '/api/Dividend/Pay',
            { Id: id },
            `dividend-pay-${id}-${crypto.randomUUID()}`,
          )
        : apiPost<TDividendRecordView>(
            action === 'request'
              ? '/api/Dividend/RequestOffPlatform'
              : '/api/Dividend/AcceptOffPlatform',
            { Id: id },
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dividendsKey }),
  });
}

export const useShareholderBonus = (type: TShareholderBonusType) =>
  useQuery({
    queryKey: [...dividendsKey, 'shareholder', type],
    queryFn: () => apiPost<TShareholderBonusView>('/api/ShareHolderBonus/Get', { Type: type }),
  });

export const useGrantedBonuses = () =>
  useQuery({
    queryKey: [...dividendsKey, 'bonuses'],
    queryFn: () => apiPost<TAgentBonusListView>('/api/Bonus/GetRecords'),
  });

export interface TGrantBonus {
  Member: string;
  Amount: string;
  Note: string;
  FundPassword: string;
}

export function useGrantBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TGrantBonus; key: string }) =>
      apiPostIdempotent<TAgentBonusView>('/api/Bonus/Grant', body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dividendsKey }),
  });
}

export const useServiceFees = () =>
  useQuery({
    queryKey: [...dividendsKey, 'service-fees'],
    queryFn: () => apiPost<TServiceFeesView>('/api/ServiceFee/Get'),
  });

export function useSetServiceFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { Member: string; Amount: string; PeriodKind: 1 | 2 }) =>
      apiPost('/api/ServiceFee/Set', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dividendsKey }),
  });
}
