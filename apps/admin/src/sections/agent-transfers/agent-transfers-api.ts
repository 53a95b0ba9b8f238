import { agentTransferKinds } from '@lottery/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, type TQuery } from '../../shared/api/client.ts';

/** Transfers and letters of any agent as they arrive (money as JSON numbers). */
const ZTransferWire = z.object({
  Id: z.number().int(),
  Kind: z.enum(agentTransferKinds),
  Type: z.number().int(),
  SenderLoginId: z.string(),
  ReceiverLoginId: z.string(),
  Amount: z.number(),
  CreatedAt: z.number(),
});
export type TTransferRow = z.infer<typeof ZTransferWire>;
const ZTransferList = z.object({ Items: z.array(ZTransferWire), TotalCount: z.number().int() });

const ZLetterWire = z.object({
  Id: z.number().int(),
  SenderLoginId: z.string(),
  Audience: z.enum(['Members', 'Team']),
  Title: z.string(),
  Body: z.string(),
  RecipientCount: z.number().int(),
  ReadCount: z.number().int(),
  CreatedAt: z.number(),
});
export type TLetterRow = z.infer<typeof ZLetterWire>;
const ZLetterList = z.object({ Items: z.array(ZLetterWire), TotalCount: z.number().int() });

export const useAgentTransfers = (query: TQuery) =>
  useQuery({
    queryKey: ['agent-transfers', 'transfers', query],
    queryFn: () => apiGet('/api/admin/agent-transfers', ZTransferList, query),
    placeholderData: keepPreviousData,
  });

export const useAgentLetters = (query: TQuery) =>
  useQuery({
    queryKey: ['agent-transfers', 'letters', query],
    queryFn: () => apiGet('/api/admin/agent-letters', ZLetterList, query),
    placeholderData: keepPreviousData,
  });
