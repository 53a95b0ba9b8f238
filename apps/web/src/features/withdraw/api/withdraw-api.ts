import type { TInitWithdrawData, TPayoutAccount, TWithdrawal } from '@lottery/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPostIdempotent } from '../../../shared/api/http-client.ts';

/**
 * The withdraw calls. Answers arrive as JSON (amounts as numbers of at most three decimals), so
 * the types are the contracts' output shapes with numbers where the server sends bigints.
 */
type TWire<T> = {
  [K in keyof T]: T[K] extends bigint ? number : T[K] extends bigint | null ? number | null : T[K];
};

export type TInitData = Omit<TWire<TInitWithdrawData>, 'Rules' | 'Accounts'> & {
  Rules: TWire<TInitWithdrawData['Rules']>;
  Accounts: TPayoutAccount[];
};
export type TWithdrawalView = TWire<TWithdrawal>;

export const withdrawKey = ['withdraw'] as const;

export const useInitWithdrawData = () =>
  useQuery({
    queryKey: [...withdrawKey, 'init'],
    queryFn: () => apiPost<TInitData>('/api/WithdrawRequest/InitWithdrawData'),
  });

export interface TCreateWithdrawal {
  PayoutAccountId: number;
  Amount: string;
  FundPassword: string;
  SecondFactorCode?: string;
}

/** POST /api/WithdrawRequest/Create under the caller's Idempotency-Key (one per attempt). */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TCreateWithdrawal; key: string }) =>
      apiPostIdempotent<TWithdrawalView>('/api/WithdrawRequest/Create', body, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawKey }),
  });
}

export type TBindKind = 'BindBankCard' | 'BindUsdtAddress' | 'BindElectronicPurse';

export function useBindPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: TBindKind; body: Record<string, string> }) =>
      apiPost<TPayoutAccount>(`/api/WithdrawRequest/${kind}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawKey }),
  });
}

export interface TRecordQuery {
  StartDate: string;
  EndDate: string;
  State?: number;
  Type?: number;
  PageIndex: number;
  PageSize: number;
}

export interface TRecordPage {
  Items: TWithdrawalView[];
  TotalCount: number;
}

export const useWithdrawRecords = (query: TRecordQuery, isEnabled: boolean) =>
  useQuery({
    queryKey: [...withdrawKey, 'records', query],
    queryFn: () => apiPost<TRecordPage>('/api/WithdrawRecord/Search', query),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<TWithdrawalView>('/api/WithdrawRecord/Cancel', { Id: id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawKey }),
  });
}
