import type { TDrawHistoryRequest, TDrawHistoryResponse } from '@lottery/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/http-client.ts';

/** POST /api/DrawHistory/Search: drawn and cancelled issues, newest first, a page at a time. */
export const searchDrawHistory = (request: TDrawHistoryRequest) =>
  apiPost<TDrawHistoryResponse>('/api/DrawHistory/Search', request);

/** Every cached page of a game starts with this key, for invalidation on a new result. */
export const drawHistoryKeyOf = (gameId: number) => ['drawHistory', gameId] as const;

export const drawHistoryQuery = (request: TDrawHistoryRequest) =>
  queryOptions({
    queryKey: [
      ...drawHistoryKeyOf(request.GameId),
      request.PageIndex ?? 1,
      request.PageSize ?? 20,
      request.Date ?? '',
    ],
    queryFn: () => searchDrawHistory(request),
    placeholderData: keepPreviousData,
  });

export const useDrawHistory = (request: TDrawHistoryRequest, isEnabled = true) =>
  useQuery({ ...drawHistoryQuery(request), enabled: isEnabled });
