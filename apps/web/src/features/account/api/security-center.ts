import type { TSecurityCenterData } from '@lottery/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPost } from '../../../shared/api/http-client.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';

/** POST /api/AccountCenter/GetSecurityCenterData: what is set, the flags and the score. */
export const securityCenterQuery = queryOptions({
  queryKey: ['securityCenter'],
  queryFn: () => apiPost<TSecurityCenterData>('/api/AccountCenter/GetSecurityCenterData'),
});

/** The centre's data; the shell's SecurityScore (user info) follows each answer. */
export function useSecurityCenter() {
  const query = useQuery(securityCenterQuery);
  const score = query.data?.SecurityScore;
  useEffect(() => {
    if (score !== undefined) useUserInfo.getState().update({ SecurityScore: score });
  }, [score]);
  return query;
}

/** After a change: the centre (and so the score) reloads. */
export function useRefreshSecurityCenter() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: securityCenterQuery.queryKey });
}
