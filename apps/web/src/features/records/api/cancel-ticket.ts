import type { ZCancelTicketResponse } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPostIdempotent } from '../../../shared/api/http-client.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { recordsKey } from '../../../shared/api/records-key.ts';

export type TCancelTicketResult = z.output<typeof ZCancelTicketResponse>;

/** POST /api/Bet/Cancel: an open ticket back before its issue seals (refused 5122 after). */
export const cancelTicket = (ticketId: number, idempotencyKey: string) =>
  apiPostIdempotent<TCancelTicketResult>('/api/Bet/Cancel', { TicketId: ticketId }, idempotencyKey);

/**
 * The wallet takes the balance the answer gives; the records reload whatever the answer, since a
 * refusal (sealed, already settled) means the list is out of date too.
 */
export function useCancelTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, idempotencyKey }: { ticketId: number; idempotencyKey: string }) =>
      cancelTicket(ticketId, idempotencyKey),
    onSuccess: (result) => useUserInfo.getState().update({ walletAmount: result.WalletAmount }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordsKey }),
  });
}
