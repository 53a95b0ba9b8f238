import type { TGameInfo } from '@lottery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import {
  gameSchedulesKey,
  gameSchedulesQuery,
  type TGameSchedules,
} from '../api/get-game-schedules.ts';
import { gamePhaseOf, type TGamePhaseState } from '../logic/game-phase.ts';
import { useServerClock } from './use-server-clock.ts';

/** The slow re-fetch that catches anything the other triggers missed. */
export const slowRefetchMs = 30_000;

/**
 * The games' LotteryGame/Info answer and their phases, recomputed at every tick from the server
 * clock; re-fetched every 30 s and when the tab becomes visible. `updateGame` applies a pushed
 * change to one game of the cached answer (a result, a combo-board item) so its view moves on at
 * once. What else triggers a re-fetch, and which hub groups to be in, is the caller's.
 */
export function useScheduleQuery(gameIds: readonly number[]) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...gameSchedulesQuery(gameIds), refetchInterval: slowRefetchMs });
  const serverOffsetMs = query.data?.serverOffsetMs ?? 0;
  const { clientNowMs, serverNowMs } = useServerClock(serverOffsetMs);
  const keyText = gameSchedulesKey(gameIds)[1];

  const refetch = useCallback(
    () =>
      void queryClient
        .invalidateQueries({ queryKey: ['gameSchedules', keyText] }, { cancelRefetch: false })
        .catch(() => undefined),
    [queryClient, keyText],
  );

  const updateGame = useCallback(
    (gameId: number, update: (info: TGameInfo) => TGameInfo) =>
      queryClient.setQueryData<TGameSchedules>(['gameSchedules', keyText], (old) => {
        const info = old?.games[gameId];
        if (!old || !info) return old;
        return { ...old, games: { ...old.games, [gameId]: update(info) } };
      }),
    [queryClient, keyText],
  );

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refetch]);

  const phases = useMemo(() => {
    const map = new Map<number, TGamePhaseState>();
    for (const info of Object.values(query.data?.games ?? {}))
      map.set(info.GameId, gamePhaseOf(info, { clientNowMs, serverOffsetMs }));
    return map;
  }, [query.data, clientNowMs, serverOffsetMs]);

  return { query, phases, serverNowMs, refetch, updateGame };
}
