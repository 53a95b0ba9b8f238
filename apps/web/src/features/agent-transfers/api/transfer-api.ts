import type { TAgentTransferKind } from '@lottery/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPostIdempotent } from '../../../shared/api/http-client.ts';

/** The agent transfer calls; amounts arrive as JSON numbers (at most three decimals). */
export interface TTransferInit {
  Balance: number;
  Kinds: TAgentTransferKind[];
  FundPasswordSet: boolean;
  SecondFactorRequired: boolean;
}

export interface TTransferView {
  Id: number;
  Kind: TAgentTransferKind;
  Type: number;
  SenderLoginId: string;
  ReceiverLoginId: string;
  Amount: number;
  CreatedAt: number;
}

export interface TTransferBody {
  Kind: TAgentTransferKind;
  Type?: number;
  LoginId: string;
  ReceiverName: string;
  Amount: string;
  FundPassword: string;
  SecondFactorCode?: string;
}

export const transferKey = ['agent-transfer'] as const;

export const useTransferInit = () =>
  useQuery({
    queryKey: [...transferKey, 'init'],
    queryFn: () => apiPost<TTransferInit>('/api/AgentTransfer/Init'),
  });

/** POST /api/AgentTransfer/Create under the caller's Idempotency-Key (one per attempt). */
export function useMakeTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TTransferBody; key: string }) =>
      apiPostIdempotent<TTransferView & { Balance: number }>(
        '/api/AgentTransfer/Create',
        body,
        key,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transferKey }),
  });
}

export const useTransferList = (direction: 'Sent' | 'Received', pageIndex: number) =>
  useQuery({
    queryKey: [...transferKey, 'list', direction, pageIndex],
    queryFn: () =>
      apiPost<{ Items: TTransferView[]; TotalCount: number }>('/api/AgentTransfer/List', {
        Direction: direction,
        PageIndex: pageIndex,
        PageSize: 20,
      }),
    placeholderData: keepPreviousData,
  });
