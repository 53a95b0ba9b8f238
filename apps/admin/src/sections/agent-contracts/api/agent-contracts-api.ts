import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from '../../../shared/api/client.ts';

/** The answers as they arrive (amounts and rates are JSON numbers on the wire). */
const ZTier = z.object({ MinTeamLoss: z.number(), MinTurnover: z.number(), Rate: z.number() });
const ZContractRow = z.object({
  Id: z.number(),
  AgentLoginId: z.string(),
  MemberLoginId: z.string(),
  ContractType: z.number(),
  PeriodKind: z.number(),
  State: z.number(),
  InForce: z.boolean(),
  Superseded: z.boolean(),
  OfferedAt: z.number(),
  DecidedAt: z.number().nullable(),
  Tiers: z.array(ZTier),
});
export type TContractRow = z.infer<typeof ZContractRow>;
const ZDailyPayRow = z.object({
  Id: z.number(),
  Date: z.string(),
  MemberLoginId: z.string(),
  AgentLoginId: z.string(),
  PaidByHouse: z.boolean(),
  PayType: z.number(),
  Rate: z.number(),
  BaseAmount: z.number(),
  Amount: z.number(),
  State: z.number(),
});
export type TDailyPayRow = z.infer<typeof ZDailyPayRow>;

const key = ['agent-contracts'] as const;

export const contractsQuery = (filters: { login: string }) =>
  queryOptions({
    queryKey: [...key, 'contracts', filters],
    queryFn: () =>
      apiGet(
        '/api/Admin/AgentContracts',
        z.object({ Contracts: z.array(ZContractRow), Total: z.number() }),
        { LoginId: filters.login || undefined, PageSize: 50 },
      ),
  });

export const dailyPayQuery = (filters: { login: string; start: string; end: string }) =>
  queryOptions({
    queryKey: [...key, 'daily-pay', filters],
    queryFn: () =>
      apiGet(
        '/api/Admin/AgentDailyPay',
        z.object({ Records: z.array(ZDailyPayRow), Total: z.number() }),
        {
          StartDate: filters.start,
          EndDate: filters.end,
          LoginId: filters.login || undefined,
          PageSize: 100,
        },
      ),
    enabled: filters.start !== '' && filters.end !== '',
  });

/** Cancels a waiting daily pay record (agents.manage; audited by the server). */
export function useCancelDailyPay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiPost('/api/Admin/AgentDailyPay/Cancel', { Id: id }, z.object({ Id: z.number() })),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
