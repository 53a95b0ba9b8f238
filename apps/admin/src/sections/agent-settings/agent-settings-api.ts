import {
  ZAgentSettings,
  ZAgentSystemRules,
  type ZAgentSettingsUpdate,
  type ZAgentSystemRulesUpdate,
} from '@lottery/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPut } from '../../shared/api/client.ts';

/** The section's calls (server: modules/agent/settings/agent-settings-routes.ts). */
const base = '/api/Admin/AgentSettings';

export const systemRulesQuery = queryOptions({
  queryKey: ['admin', 'agent-system-rules'],
  queryFn: () => apiGet(`${base}/SystemRules`, ZAgentSystemRules),
});

export function useSaveSystemRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: z.output<typeof ZAgentSystemRulesUpdate>) =>
      apiPut(`${base}/SystemRules`, request, ZAgentSystemRules),
    onSuccess: (saved) => queryClient.setQueryData(systemRulesQuery.queryKey, saved),
  });
}

const agentKey = (loginId: string) => ['admin', 'agent-settings', loginId.toLowerCase()];

export const useAgentSettings = (loginId: string) =>
  useQuery({
    queryKey: agentKey(loginId),
    queryFn: () => apiGet(`${base}/Agent`, ZAgentSettings, { LoginId: loginId }),
    enabled: loginId !== '',
  });

export function useSaveAgentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: z.output<typeof ZAgentSettingsUpdate>) =>
      apiPut(`${base}/Agent`, request, ZAgentSettings),
    onSuccess: (saved) => queryClient.setQueryData(agentKey(saved.LoginId), saved),
  });
}
