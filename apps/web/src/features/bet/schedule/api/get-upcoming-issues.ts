import {
  maxScheduleIssues,
  type TDrawIssue,
  type TGameInfoRequest,
  type TGameInfoResponse,
} from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../../shared/api/http-client.ts';

/**
 * The issues a chained bet can cover: LotteryGame/Info lists the current issue (the first not
 * yet closed) then SelectCount upcoming ones, as many as a plan may hold.
 */
async function getUpcomingIssues(gameId: number): Promise<TDrawIssue[]> {
  const request: TGameInfoRequest = {
    GameIdList: [gameId],
    Countdown: true,
    SelectCount: maxScheduleIssues - 1,
  };
  const answer = await apiPost<TGameInfoResponse>('/api/LotteryGame/Info', request);
  return answer[String(gameId)]?.Issues ?? [];
}

export const upcomingIssuesQuery = (gameId: number) =>
  queryOptions({
    queryKey: ['scheduleIssues', gameId],
    queryFn: () => getUpcomingIssues(gameId),
    // Issues seal every minute or so: a dialog left open drops picked issues that closed
    // (readScheduleForm keeps only listed ones) rather than sending them to be refused.
    staleTime: 15_000,
    refetchInterval: 30_000,
  });
