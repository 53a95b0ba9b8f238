import type { TDrawStatistics } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/http-client.ts';

export interface TDrawStatisticsRequest {
  GameId: number;
  /** 10-500 latest drawn issues; the server's default is 100. */
  IssueCount?: number;
}

/** POST /api/DrawHistory/Statistics: per position and ball, hits and omissions (遗漏). */
export const getDrawStatistics = (request: TDrawStatisticsRequest) =>
  apiPost<TDrawStatistics>('/api/DrawHistory/Statistics', request);

/**
 * One window per game (the server's default, 100 issues): the UpdateStatistic hub event carries
 * the statistics of that window, and replaces this cache entry.
 */
export const drawStatisticsKeyOf = (gameId: number) => ['drawStatistics', gameId] as const;

export const drawStatisticsQuery = (gameId: number) =>
  queryOptions({
    queryKey: drawStatisticsKeyOf(gameId),
    queryFn: () => getDrawStatistics({ GameId: gameId }),
  });

export const useDrawStatistics = (gameId: number, isEnabled = true) =>
  useQuery({ ...drawStatisticsQuery(gameId), enabled: isEnabled });
