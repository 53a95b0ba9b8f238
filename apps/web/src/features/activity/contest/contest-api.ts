import type { ZContestLeaderboard, ZContestResults } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../shared/api/http-client.ts';
import { activityKey } from '../api/activity-api.ts';

export type TLeaderboardView = z.output<typeof ZContestLeaderboard>;
export type TContestPlaceView = TLeaderboardView['Top'][number];
export type TContestResultsView = z.output<typeof ZContestResults>;

/** POST /api/Activity/Leaderboard: the period's places and my rank (then kept live by the hub). */
export const leaderboardQuery = (activityId: number) =>
  queryOptions({
    queryKey: [...activityKey, 'leaderboard', activityId],
    queryFn: () =>
      apiPost<TLeaderboardView>('/api/Activity/Leaderboard', { ActivityId: activityId }),
    staleTime: 0,
  });

/** POST /api/Activity/ContestResults: the last paid periods and their places. */
export const contestResultsQuery = (activityId: number) =>
  queryOptions({
    queryKey: [...activityKey, 'contest-results', activityId],
    queryFn: () =>
      apiPost<TContestResultsView>('/api/Activity/ContestResults', { ActivityId: activityId }),
    staleTime: 0,
  });
