import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client.ts';
import { ZAdjustmentWire } from './adjustment-wire.ts';
import { adjustmentsKey } from './list-adjustments.ts';

export type TDecision = 'Approve' | 'Reject';

/**
 * Approve (the money moves, once, however many approvals race) or reject a pending request;
 * the server refuses an approval by its own maker.
 */
export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, id, note }: { decision: TDecision; id: string; note: string }) =>
      apiPost(
        `/api/Admin/BalanceAdjustments/${decision}`,
        { Id: id, ...(note ? { Note: note } : {}) },
        ZAdjustmentWire,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adjustmentsKey }),
  });
}
