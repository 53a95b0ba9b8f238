import type { QueryClient } from '@tanstack/react-query';

/**
 * A bet changes the player's bet, chained-bet and cash-flow records and the profit report. Those
 * queries belong to the records feature, which this one may not import (features stay apart), so
 * they are found by the name of their key: every key whose root names a record or a report.
 */
const recordKeyRoot = /record|report/i;

export function invalidateBetRecords(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const root = query.queryKey[0];
      return typeof root === 'string' && recordKeyRoot.test(root);
    },
  });
}
