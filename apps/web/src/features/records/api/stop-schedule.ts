import type { ZStopScheduleResponse } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPostIdempotent } from '../../../shared/api/http-client.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { recordsKey } from '../../../shared/api/records-key.ts';

export type TStopScheduleResult = z.output<typeof ZStopScheduleResponse>;

/**
 * POST /api/Bet/StopSchedule: the issues not placed yet are released and open tickets not sealed
 * are cancelled, both back to the wallet.
 */
export const stopSchedule = (scheduleId: number, idempotencyKey: string) =>
  apiPostIdempotent<TStopScheduleResult>(
    '/api/Bet/StopSchedule',
    { ScheduleId: scheduleId },
    idempotencyKey,
  );

/** As useCancelTicket: the wallet from the answer, the records reloaded either way. */
export function useStopSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, idempotencyKey }: { scheduleId: number; idempotencyKey: string }) =>
      stopSchedule(scheduleId, idempotencyKey),
    onSuccess: (result) => useUserInfo.getState().update({ walletAmount: result.WalletAmount }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordsKey }),
  });
}
