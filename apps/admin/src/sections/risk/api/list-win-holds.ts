import { ZWinHoldListWire } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client.ts';

export type TWinHoldState = 'held' | 'released' | 'voided';
export const winHoldsKey = ['risk', 'win-holds'] as const;
export const winHoldsPageSize = 20;

export const winHoldsQuery = (state: TWinHoldState, page: number) =>
  queryOptions({
    queryKey: [...winHoldsKey, state, page],
    queryFn: () =>
      apiGet('/api/Admin/Risk/WinHolds', ZWinHoldListWire, {
        State: state,
        Page: page,
        PageSize: winHoldsPageSize,
      }),
  });
