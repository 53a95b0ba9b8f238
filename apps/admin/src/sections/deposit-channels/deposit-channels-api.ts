import { usdtChainNames } from '@lottery/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from '../../shared/api/client.ts';

/** A channel as it arrives (contracts ZAdminDepositChannel, money as JSON numbers). */
export const ZChannelWire = z.object({
  Id: z.number().int(),
  Type: z.number().int(),
  Chain: z.enum(usdtChainNames).nullable(),
  Name: z.string(),
  MinAmount: z.number(),
  MaxAmount: z.number(),
  OpenFrom: z.string().nullable(),
  OpenTo: z.string().nullable(),
  ChargeKind: z.enum(['none', 'fee', 'bonus']),
  ChargeRateBps: z.number().int(),
  ChargeFixed: z.number(),
  ChargeCap: z.number().nullable(),
  TurnoverPercent: z.number().int(),
  VipLevels: z.array(z.number().int()),
  AgentLoginIds: z.array(z.string()),
  Enabled: z.boolean(),
  SortOrder: z.number().int(),
  BankName: z.string().nullable(),
  BankAccountName: z.string().nullable(),
  BankAccountNumber: z.string().nullable(),
  BankBranch: z.string().nullable(),
  AddMatchingThousandths: z.boolean(),
  RequiresBoundCard: z.boolean(),
  ExpiryMinutes: z.number().int(),
  Settings: z.record(z.string(), z.unknown()),
  UpdatedAt: z.number(),
});
export type TChannel = z.infer<typeof ZChannelWire>;

const channelsKey = ['admin', 'deposit-channels'] as const;

export const useChannels = () =>
  useQuery({
    queryKey: channelsKey,
    queryFn: () =>
      apiGet('/api/Admin/DepositChannels', z.object({ Channels: z.array(ZChannelWire) })),
  });

/** Creates (no Id) or changes a channel; the server checks it against its type's rules. */
export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiPost('/api/Admin/DepositChannels/Save', body, ZChannelWire),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey }),
  });
}
