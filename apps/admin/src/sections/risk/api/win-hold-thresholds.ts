import { ZOkResponse, ZWinHoldThresholdListWire } from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/api/client.ts';

const thresholdsKey = ['risk', 'thresholds'] as const;

export const thresholdsQuery = () =>
  queryOptions({
    queryKey: thresholdsKey,
    queryFn: () => apiGet('/api/Admin/Risk/WinHoldThresholds', ZWinHoldThresholdListWire),
  });

/** Sets (an amount as typed, e.g. "5000.5") or clears (null) a threshold. */
export function useSetThreshold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { gameId: number | null; threshold: string | null }) =>
      apiPost(
        '/api/Admin/Risk/WinHoldThresholds/Set',
        { GameId: input.gameId, Threshold: input.threshold },
        ZOkResponse,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: thresholdsKey }),
  });
}
