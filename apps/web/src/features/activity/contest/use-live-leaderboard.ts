import { contestLeaderboardEvent } from '@lottery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { useHubEvent } from '../../../shared/realtime/use-hub.ts';
import { leaderboardQuery, type TLeaderboardView } from './contest-api.ts';

/** A pushed board of this contest (the hub's payload is the API's answer, amounts as numbers). */
function boardOf(payload: unknown, activityId: number): TLeaderboardView | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const board = payload as Partial<TLeaderboardView>;
  return board.ActivityId === activityId && Array.isArray(board.Top) && board.Me
    ? (board as TLeaderboardView)
    : null;
}

/**
 * A contest's leaderboard, live: read once from the API, then JoinLeaderboard(id) on the hub
 * (now if connected, and again after every reconnection, since a new connection watches nothing;
 * its answer is the board as it stands, so what was pushed meanwhile is not missed), and every
 * `updateLeaderBoard` of this contest replaces the board. LeaveLeaderboard when the screen
 * closes (the hub connection stays for the rest of the app).
 */
export function useLiveLeaderboard(activityId: number) {
  const query = useQuery(leaderboardQuery(activityId));
  const queryClient = useQueryClient();
  const hub = useCurrentHub((s) => s.hub);
  const apply = useCallback(
    (payload: unknown) => {
      const board = boardOf(payload, activityId);
      if (board) queryClient.setQueryData(leaderboardQuery(activityId).queryKey, board);
    },
    [activityId, queryClient],
  );

  // Joined once the API's board is in: an answer of the join earlier than it would be
  // overwritten by that older read.
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (!hub || !loaded) return;
    const join = () => void hub.invoke('JoinLeaderboard', activityId).then(apply, () => undefined);
    if (hub.state() === 'Connected') join();
    const stop = hub.onConnectedChange((connected) => {
      if (connected) join();
    });
    return () => {
      stop();
      if (hub.state() === 'Connected') void hub.invoke('LeaveLeaderboard').catch(() => undefined);
    };
  }, [hub, activityId, apply, loaded]);

  useHubEvent(contestLeaderboardEvent, apply);
  return query;
}
