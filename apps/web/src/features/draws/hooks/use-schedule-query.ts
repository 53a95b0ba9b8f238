import type { TGameInfo } from '@lottery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import {
  gameSchedulesKey,
  gameSchedulesQuery,
  type TGameSchedules,
} from '../api/get-game-schedules.ts';
import { gamePhaseOf, isSamePhase, type TGamePhaseState } from '../logic/game-phase.ts';
import { clockTicker } from './clock-ticker.ts';
import { useClockDerived } from './use-clock-derived.ts';

/** The slow re-fetch that catches anything the other triggers missed. */
export const slowRefetchMs = 30_000;

interface TPhasesLook {
  phases: ReadonlyMap<number, TGamePhaseState>;
  /** Client time of the tick that last changed a phase. */
  atMs: number;
}

/** The same look while no game's phase moved on, so a tick alone re-renders nothing here. */
const isSameLook = (a: TPhasesLook, b: TPhasesLook) =>
  a.phases.size === b.phases.size &&
  [...a.phases].every(([id, state]) => {
    const other = b.phases.get(id);
    return other !== undefined && isSamePhase(state, other);
  });

/**
 * The games' LotteryGame/Info answer and their phases, recomputed at every tick from the server
 * clock (clock-ticker.ts) and given anew only when one moves on: `serverNowMs` is the server time
 * of that tick, and the countdowns follow the clock themselves; re-fetched every 30 s and when the tab becomes visible. `updateGame` applies a pushed
 * change to one game of the cached answer (a result, a combo-board item) so its view moves on at
 * once. What else triggers a re-fetch, and which hub groups to be in, is the caller's.
 */
export function useScheduleQuery(gameIds: readonly number[]) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...gameSchedulesQuery(gameIds), refetchInterval: slowRefetchMs });
  const serverOffsetMs = query.data?.serverOffsetMs ?? 0;
  useEffect(() => clockTicker.alignTo(serverOffsetMs), [serverOffsetMs]);
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

  const games = query.data?.games;
  const lookAt = useCallback(
    (clientNowMs: number): TPhasesLook => {
      const phases = new Map<number, TGamePhaseState>();
      for (const info of Object.values(games ?? {}))
        phases.set(info.GameId, gamePhaseOf(info, { clientNowMs, serverOffsetMs }));
      return { phases, atMs: clientNowMs };
    },
    [games, serverOffsetMs],
  );
  const look = useClockDerived(lookAt, isSameLook);

  return {
    query,
    phases: look.phases,
    serverNowMs: look.atMs + serverOffsetMs,
    serverOffsetMs,
    refetch,
    updateGame,
  };
}
