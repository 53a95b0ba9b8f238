import { ZDecideWinHoldResponse } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client.ts';
import { winHoldsKey } from './list-win-holds.ts';

export type TDecision = 'release' | 'void';

const urls: Record<TDecision, string> = {
  release: '/api/Admin/Risk/WinHolds/Release',
  void: '/api/Admin/Risk/WinHolds/Void',
};

/** Releases (pays) or voids a held win; the queue re-reads either way. */
export function useDecideWinHold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { decision: TDecision; ticketId: number; reason: string }) =>
      apiPost(
        urls[input.decision],
        { TicketId: input.ticketId, Reason: input.reason },
        ZDecideWinHoldResponse,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: winHoldsKey }),
  });
}
