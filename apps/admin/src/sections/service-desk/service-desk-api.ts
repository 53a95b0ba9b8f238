import {
  ZBetRecordSearchResponse,
  ZPlayerDetail,
  ZServiceCannedReply,
  ZServiceCannedReplyList,
  ZServiceDeskTicket,
  ZServiceOperatorList,
  ZServiceTranscriptPage,
} from '@lottery/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from '../../shared/api/client.ts';
import { wireSchema } from '../../shared/api/wire-schema.ts';

/** The service desk's HTTP calls (server: modules/customer-service/service-routes.ts). */

const base = '/api/Admin/ServiceDesk';

/** A fresh hub ticket: each (re)connect asks for one, as a ticket opens /Hub for a minute only. */
export const fetchDeskTicket = () => apiPost(`${base}/Ticket`, {}, ZServiceDeskTicket);

export const useOperators = () =>
  useQuery({
    queryKey: ['service-desk', 'operators'],
    queryFn: () => apiGet(`${base}/Operators`, ZServiceOperatorList),
  });

const cannedKey = ['service-desk', 'canned'] as const;

export const useCannedReplies = () =>
  useQuery({
    queryKey: cannedKey,
    queryFn: () => apiGet(`${base}/CannedReplies`, ZServiceCannedReplyList),
  });

function useCannedChange<TBody>(path: string, schema: z.ZodType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiPost(`${base}/CannedReplies/${path}`, body, schema),
    onSettled: () => client.invalidateQueries({ queryKey: cannedKey }),
  });
}

export const useAddCannedReply = () =>
  useCannedChange<{ Title: string; Body: string }>('Add', ZServiceCannedReply);
export const useDeleteCannedReply = () =>
  useCannedChange<{ Id: number }>('Delete', z.object({ Id: z.number() }));

export interface TTranscriptFilters {
  LoginId?: string;
  OperatorId?: number;
  FromMs?: number;
  ToMs?: number;
  Rating?: number;
  Text?: string;
  Page: number;
}

export const useTranscripts = (filters: TTranscriptFilters) =>
  useQuery({
    queryKey: ['service-desk', 'transcripts', filters],
    queryFn: () =>
      apiGet(`${base}/Transcripts`, ZServiceTranscriptPage, { ...filters, PageSize: 20 }),
    placeholderData: keepPreviousData,
  });

/** The customer beside a conversation, from the players' and deposits' existing routes. */
const playerPath = (loginId: string) => `/api/Admin/Players/${encodeURIComponent(loginId)}`;

export const useAskerProfile = (loginId: string) =>
  useQuery({
    queryKey: ['service-desk', 'asker', loginId],
    queryFn: () => apiGet(playerPath(loginId), wireSchema(ZPlayerDetail)),
  });

export const useAskerBets = (loginId: string) =>
  useQuery({
    queryKey: ['service-desk', 'asker', loginId, 'bets'],
    queryFn: () =>
      apiGet(`${playerPath(loginId)}/Bets`, wireSchema(ZBetRecordSearchResponse), {
        PageIndex: 1,
        PageSize: 5,
      }),
  });

/** Only what the desk shows of a deposit order (the route answers more). */
const ZAskerDeposits = z.object({
  Orders: z.array(
    z.object({
      Id: z.string(),
      ChannelName: z.string(),
      Amount: z.number(),
      CreatedAt: z.number(),
    }),
  ),
});

export const useAskerDeposits = (loginId: string) =>
  useQuery({
    queryKey: ['service-desk', 'asker', loginId, 'deposits'],
    queryFn: () => apiGet('/api/Admin/Deposits', ZAskerDeposits, { LoginId: loginId, Limit: 5 }),
  });
