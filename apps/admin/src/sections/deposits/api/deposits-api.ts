import { usdtChainNames } from '@lottery/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost, type TQuery } from '../../../shared/api/client.ts';

/** A deposit order as it arrives (contracts ZAdminDepositOrder, money as JSON numbers). */
export const ZDepositWire = z.object({
  Id: z.string(),
  OrderNo: z.string(),
  UserId: z.number().int(),
  LoginId: z.string(),
  ChannelId: z.number().int(),
  ChannelName: z.string(),
  Type: z.number().int(),
  Chain: z.enum(usdtChainNames).nullable(),
  Amount: z.number(),
  ReceivedAmount: z.number().nullable(),
  Fee: z.number(),
  Bonus: z.number(),
  DepositorName: z.string().nullable(),
  State: z.number().int(),
  Review: z.boolean(),
  ReviewReason: z.string().nullable(),
  CancelReason: z.string().nullable(),
  ExternalRef: z.string().nullable(),
  Address: z.string().nullable(),
  Memo: z.string().nullable(),
  CryptoAmount: z.string().nullable(),
  Rate: z.string().nullable(),
  ExpiresAt: z.number(),
  CreatedAt: z.number(),
  DecidedBy: z.string().nullable(),
  DecidedAt: z.number().nullable(),
});
export type TDeposit = z.infer<typeof ZDepositWire>;

const ZDepositListWire = z.object({
  Orders: z.array(ZDepositWire),
  NextCursor: z.string().nullable(),
});
const ZDepositDetailWire = z.object({
  Order: ZDepositWire,
  RecentMoves: z.array(
    z.object({
      CashFlowType: z.number().int(),
      Amount: z.number(),
      Memo: z.string().nullable(),
      CreatedAt: z.number(),
    }),
  ),
});

export const depositsKey = ['admin', 'deposits'] as const;

/** Finance's queue: orders newest first by the filters in the address. */
export const useDeposits = (query: TQuery) =>
  useQuery({
    queryKey: [...depositsKey, 'list', query],
    queryFn: () => apiGet('/api/Admin/Deposits', ZDepositListWire, { ...query, Limit: 50 }),
    placeholderData: keepPreviousData,
  });

export const useDepositDetail = (id: string | null) =>
  useQuery({
    queryKey: [...depositsKey, 'detail', id],
    queryFn: () => apiGet('/api/Admin/Deposits/Detail', ZDepositDetailWire, { Id: id }),
    enabled: id !== null,
  });

/** Confirm (with the amount received) or cancel (with a reason); decided once on the server. */
export function useDecideDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      decision:
        | { kind: 'confirm'; id: string; received: string }
        | { kind: 'cancel'; id: string; reason: string },
    ) =>
      decision.kind === 'confirm'
        ? apiPost(
            '/api/Admin/Deposits/Confirm',
            {
              Id: decision.id,
              ...(decision.received ? { ReceivedAmount: decision.received } : {}),
            },
            ZDepositWire,
          )
        : apiPost(
            '/api/Admin/Deposits/Cancel',
            { Id: decision.id, Reason: decision.reason },
            ZDepositWire,
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositsKey }),
  });
}
