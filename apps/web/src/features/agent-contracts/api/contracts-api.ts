import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/http-client.ts';

/** The contract and daily pay calls (issue #21); amounts and rates arrive as JSON numbers. */
export interface TTierView {
  MinTeamLoss: number;
  MinTurnover: number;
  Rate: number;
}
export interface TContractView {
  Id: number;
  AgentLoginId: string;
  MemberLoginId: string;
  ContractType: number;
  PeriodKind: number;
  State: number;
  InForce: boolean;
  Superseded: boolean;
  OfferedAt: number;
  DecidedAt: number | null;
  Tiers: TTierView[];
}
export interface TRateView {
  PayType: number;
  Rate: number;
}
export interface TAgreementView {
  AgentLoginId: string | null;
  MemberLoginId: string;
  Rates: TRateView[];
}
export interface TAgreements {
  Mine: TAgreementView;
  Member: TAgreementView | null;
  Limits: TRateView[];
}
export interface TDailyPayRecordView {
  Id: number;
  Date: string;
  MemberLoginId: string;
  AgentLoginId: string;
  PaidByHouse: boolean;
  PayType: number;
  Rate: number;
  BaseAmount: number;
  Amount: number;
  State: number;
  Direction: 'received' | 'paid' | 'other';
}

const contractsKey = ['agent-contracts'] as const;
const dailyPayKey = ['agent-daily-pay'] as const;

export const useMyContracts = () =>
  useQuery({
    queryKey: [...contractsKey, 'mine'],
    queryFn: () => apiPost<{ Contracts: TContractView[] }>('/api/Contract/Mine'),
  });

export const useMemberContracts = (member: string | null) =>
  useQuery({
    queryKey: [...contractsKey, 'member', member],
    queryFn: () =>
      apiPost<{ Contracts: TContractView[] }>('/api/Contract/Member', { Member: member }),
    enabled: member !== null,
  });

export function useDecideContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'Sign' | 'Reject' }) =>
      apiPost<{ Id: number }>(`/api/Contract/${decision}`, { Id: id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}

export interface TOffer {
  Member: string;
  ContractType: number;
  PeriodKind: number;
  Tiers: { MinTeamLoss: string; MinTurnover: string; Rate: number }[];
}

export function useOfferContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: TOffer) => apiPost<{ Id: number }>('/api/Contract/Offer', offer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}

export const useAgreements = (member: string | null) =>
  useQuery({
    queryKey: [...dailyPayKey, 'agreements', member],
    queryFn: () =>
      apiPost<TAgreements>('/api/DailyPay/Agreements', member === null ? {} : { Member: member }),
  });

export function useSetDailyPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { Member: string; Rates: TRateView[] }) =>
      apiPost<{ Changed: number }>('/api/DailyPay/Set', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dailyPayKey }),
  });
}

export const useDailyPayRecords = (
  query: { StartDate: string; EndDate: string; Direction: 'received' | 'paid' | 'all' },
  enabled: boolean,
) =>
  useQuery({
    queryKey: [...dailyPayKey, 'records', query],
    queryFn: () => apiPost<{ Records: TDailyPayRecordView[] }>('/api/DailyPay/Records', query),
    enabled,
  });
