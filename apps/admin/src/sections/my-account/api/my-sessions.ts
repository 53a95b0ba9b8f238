import { ZAdminAccountSessionList, ZStateResponse } from '@lottery/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/api/client.ts';

const mySessionsKey = ['admin', 'my-sessions'] as const;

/** The signed-in administrator's own sessions, open ones first. */
export const useMySessions = () =>
  useQuery({
    queryKey: mySessionsKey,
    queryFn: () => apiGet('/api/AdminAuth/Sessions', ZAdminAccountSessionList),
  });

/** Ends one of my other sessions (another device): it is refused at once. */
export function useEndMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiPost('/api/AdminAuth/Sessions/End', { SessionId: sessionId }, ZStateResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
}
