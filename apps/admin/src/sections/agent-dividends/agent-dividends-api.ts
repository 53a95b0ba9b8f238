import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost, apiPut } from '../../shared/api/client.ts';

/** A record as it arrives (contracts ZDividendRecord, money as JSON numbers). */
export const ZDividendRecordWire = z.object({
  Id: z.number().int(),
  LoginId: z.string(),
  PayerLoginId: z.string().nullable(),
  PeriodKind: z.number().int(),
  PeriodStart: z.string(),
  PeriodEnd: z.string(),
  Turnover: z.number(),
  TeamLoss: z.number(),
  RatePercent: z.number(),
  Amount: z.number(),
  State: z.number().int(),
  CreatedAt: z.number(),
  UpdatedAt: z.number(),
});
export type TDividendRecord = z.infer<typeof ZDividendRecordWire>;

const ZTierWire = z.object({
  MinTeamLoss: z.number(),
  MinTurnover: z.number(),
  RatePercent: z.number(),
  Either: z.boolean(),
});
export type TTier = z.infer<typeof ZTierWire>;

const ZRuleWire = z.object({
  LoginId: z.string(),
  PeriodKind: z.number().int(),
  Tiers: z.array(ZTierWire),
  UpdatedAt: z.number(),
});
export type TRule = z.infer<typeof ZRuleWire>;

const key = ['admin', 'agent-dividends'] as const;

export const useDividendRecords = (query: { LoginId: string; State: string; Page: number }) =>
  useQuery({
    queryKey: [...key, 'records', query],
    queryFn: () =>
      apiGet(
        '/api/Admin/Dividends/Records',
        z.object({ Items: z.array(ZDividendRecordWire), Total: z.number().int() }),
        { ...query, PageSize: 20 },
      ),
  });

export const useDividendRules = () =>
  useQuery({
    queryKey: [...key, 'rules'],
    queryFn: () => apiGet('/api/Admin/Dividends/Rules', z.object({ Items: z.array(ZRuleWire) })),
  });

/** Force payment or cancel, with the reason the audit row keeps. */
export function useSettleDividend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason,
    }: {
      id: number;
      action: 'ForcePay' | 'Cancel';
      reason: string;
    }) =>
      apiPost(
        `/api/Admin/Dividends/Records/${id}/${action}`,
        { Reason: reason },
        ZDividendRecordWire,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useSaveDividendRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { LoginId: string; PeriodKind: number; Tiers: TTier[] }) =>
      apiPut('/api/Admin/Dividends/Rules', body, ZRuleWire),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useSaveShareholderRule = () =>
  useMutation({
    mutationFn: (body: {
      LoginId: string;
      Type: 'LOTTERY' | 'EXTERNALGAME';
      PeriodKind: number;
      RatePercent: number;
      Content: string;
    }) => apiPut('/api/Admin/ShareholderBonus/Rules', body, z.object({ Ok: z.literal(true) })),
  });
