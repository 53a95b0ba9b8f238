import {
  ZSandboxChainState,
  ZUsdtSettings,
  ZUsdtTransferList,
  type TUsdtChainSettingUpdate,
  type TUsdtRateSource,
} from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../shared/api/client.ts';
import { wireSchema } from '../../shared/api/wire-schema.ts';

export const usdtSettingsQuery = queryOptions({
  queryKey: ['admin', 'usdt', 'settings'],
  queryFn: () => apiGet('/api/Admin/Usdt/Settings', ZUsdtSettings),
});

export const usdtTransfersQuery = queryOptions({
  queryKey: ['admin', 'usdt', 'transfers'],
  queryFn: () => apiGet('/api/Admin/Usdt/Transfers', ZUsdtTransferList),
});

/**
 * Whether the sandbox chain runs here (PAYMENT_SANDBOX): its API answers only then, so the
 * section links its console only then. A refusal (404 in production) is the answer "no".
 */
export const sandboxChainQuery = queryOptions({
  queryKey: ['admin', 'usdt', 'sandbox-chain'],
  queryFn: () => apiGet('/api/Sandbox/Chain/TRC20', wireSchema(ZSandboxChainState)),
  retry: false,
  staleTime: Infinity,
});

/** The sandbox chain's console page, served by the product beside the sandbox gateway. */
export const sandboxChainConsoleHref = '/PaySandbox/Chain?chain=TRC20';

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
