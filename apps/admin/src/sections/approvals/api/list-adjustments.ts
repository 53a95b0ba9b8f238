import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client.ts';
import { ZAdjustmentListWire } from './adjustment-wire.ts';

export const adjustmentsKey = ['admin', 'balance-adjustments'] as const;

/** Balance adjustment requests, newest first; State=pending is the approval queue. */
export const useAdjustments = (query: { State?: string; LoginId?: string; Cursor?: string }) =>
  useQuery({
    queryKey: [...adjustmentsKey, query],
    queryFn: () =>
      apiGet('/api/Admin/BalanceAdjustments', ZAdjustmentListWire, { ...query, Limit: 50 }),
    placeholderData: keepPreviousData,
  });
