import { ZReconciliationDifferenceListWire, ZReconciliationRunList } from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/api/client.ts';

const reconciliationKey = ['reconciliation'] as const;

export const runsQuery = (filters: { start: string; end: string; source: string }) =>
  queryOptions({
    queryKey: [...reconciliationKey, 'runs', filters],
    queryFn: () =>
      apiGet('/api/Admin/Reconciliation/Runs', ZReconciliationRunList, {
        StartDate: filters.start || undefined,
        EndDate: filters.end || undefined,
        Source: filters.source || undefined,
      }),
  });

export const differencesQuery = (runId: number) =>
  queryOptions({
    queryKey: [...reconciliationKey, 'differences', runId],
    queryFn: () =>
      apiGet('/api/Admin/Reconciliation/Differences', ZReconciliationDifferenceListWire, {
        RunId: runId,
      }),
  });

/** Runs a day of a source again; the run list and its differences re-read. */
export function useRerun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { day: string; source: string }) =>
      apiPost(
        '/api/Admin/Reconciliation/Rerun',
        { Day: input.day, Source: input.source },
        ZReconciliationDifferenceListWire,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: reconciliationKey }),
  });
}
