import { ZFlaggedPlayerList } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client.ts';

export const flaggedPlayersQuery = () =>
  queryOptions({
    queryKey: ['risk', 'flagged-players'],
    queryFn: () => apiGet('/api/Admin/Risk/FlaggedPlayers', ZFlaggedPlayerList),
  });
