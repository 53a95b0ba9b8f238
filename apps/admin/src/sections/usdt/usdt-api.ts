import {
  ZUsdtSettings,
  ZUsdtTransferList,
  type TUsdtChainSettingUpdate,
  type TUsdtRateSource,
} from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../shared/api/client.ts';

export const usdtSettingsQuery = queryOptions({
  queryKey: ['admin', 'usdt', 'settings'],
  queryFn: () => apiGet('/api/Admin/Usdt/Settings', ZUsdtSettings),
});

export const usdtTransfersQuery = queryOptions({
  queryKey: ['admin', 'usdt', 'transfers'],
  queryFn: () => apiGet('/api/Admin/Usdt/Transfers', ZUsdtTransferList),
});

function useSettingsMutation<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: T) => apiPut(path, request, ZUsdtSettings),
    onSuccess: (settings) => queryClient.setQueryData(usdtSettingsQuery.queryKey, settings),
  });
}

export const useUpdateUsdtChain = () =>
  useSettingsMutation<TUsdtChainSettingUpdate>('/api/Admin/Usdt/Chain');

export const useUpdateUsdtRate = () =>
  useSettingsMutation<{ RateSource: TUsdtRateSource; RateLockSeconds: number }>(
    '/api/Admin/Usdt/Rate',
  );
