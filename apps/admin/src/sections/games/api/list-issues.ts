import { ZAdminIssueListWire } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client.ts';

export const issuesKey = ['games', 'issues'] as const;
export const issuesPageSize = 20;

export const issuesQuery = (gameId: number, page: number) =>
  queryOptions({
    queryKey: [...issuesKey, gameId, page],
    queryFn: () =>
      apiGet('/api/Admin/Games/Issues', ZAdminIssueListWire, {
        GameId: gameId,
        Page: page,
        PageSize: issuesPageSize,
      }),
  });
