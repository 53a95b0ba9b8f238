import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useHubEvent, useHubGameGroups } from '../../../shared/realtime/use-hub.ts';
import {
  gameSchedulesKey,
  gameSchedulesQuery,
  type TGameSchedules,
} from '../api/get-game-schedules.ts';
import { applyDrawnIssue } from '../logic/apply-drawn-issue.ts';
import {
  gamePhaseOf,
  isAwaitingResult,
  phaseKeyOf,
  type TGamePhaseState,
} from '../logic/game-phase.ts';
import { isWinningNumberEvent } from '../logic/hub-events.ts';
import { useServerClock } from './use-server-clock.ts';

const ignoreEvent = () => undefined;

/** The slow re-fetch that catches anything the other triggers missed. */
export const slowRefetchMs = 30_000;
/** While a result is due and has not come (no hub event yet), ask this often. */
export const drawingRefetchMs = 5_000;

/**
 * Countdowns and phases of the given games (see game-phase.ts), recomputed at every tick from
 * the server clock. Re-fetches LotteryGame/Info when a phase changes with time (an issue
 * closed, a draw fell due, the next issue started), on a ReceiveWinningNumber event for one of
 * the games (whose issue is applied to the cache at once), when the tab becomes visible, every
 * 5 s while a due result is awaited (isAwaitingResult) and every 30 s regardless. Joins the
 * games' hub groups.
 */
export function useGameSchedules(gameIds: readonly number[]) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...gameSchedulesQuery(gameIds), refetchInterval: slowRefetchMs });
  const serverOffsetMs = query.data?.serverOffsetMs ?? 0;
  const { clientNowMs, serverNowMs } = useServerClock(serverOffsetMs);
  const key = gameSchedulesKey(gameIds);
  const keyText = key[1];

  const refetch = useCallback(
    () =>
      void queryClient
        .invalidateQueries({ queryKey: ['gameSchedules', keyText] }, { cancelRefetch: false })
        .catch(() => undefined),
    [queryClient, keyText],
  );

  const phases = useMemo(() => {
    const map = new Map<number, TGamePhaseState>();
    for (const info of Object.values(query.data?.games ?? {}))
      map.set(info.GameId, gamePhaseOf(info, { clientNowMs, serverOffsetMs }));
    return map;
  }, [query.data, clientNowMs, serverOffsetMs]);

  usePhaseChangeRefetch(phases, query.dataUpdatedAt, refetch);
  const isAnyAwaiting = [...phases.values()].some((state) => isAwaitingResult(state, serverNowMs));
  useEffect(() => {
    if (!isAnyAwaiting) return;
    const timer = setInterval(refetch, drawingRefetchMs);
    return () => clearInterval(timer);
  }, [isAnyAwaiting, refetch]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refetch]);

  useHubGameGroups(gameIds);
  useHubEvent('ReceiveWinningNumber', (payload) => {
    if (!isWinningNumberEvent(payload) || !gameIds.includes(payload.GameId)) return;
    queryClient.setQueryData<TGameSchedules>(['gameSchedules', keyText], (old) => {
      const info = old?.games[payload.GameId];
      if (!old || !info) return old;
      return {
        ...old,
        games: { ...old.games, [payload.GameId]: applyDrawnIssue(info, payload.Issue) },
      };
    });
    refetch();
  });
  // The game groups carry UpdateStatistic too; schedules do not use it, and a handler keeps the
  // SignalR client from logging a warning for every one.
  useHubEvent('UpdateStatistic', ignoreEvent);

  return { ...query, phases, serverNowMs, refetch };
}

/**
 * Re-fetches when the phases change while the data stays the same, i.e. because time moved on.
 * A change that came with new data is only recorded, or every answer would ask again.
 */
function usePhaseChangeRefetch(
  phases: ReadonlyMap<number, TGamePhaseState>,
  dataUpdatedAt: number,
  refetch: () => void,
) {
  const phaseKey = [...phases].map(([id, state]) => `${id}=${phaseKeyOf(state)}`).join('|');
  const seen = useRef({ dataUpdatedAt, phaseKey });
  useEffect(() => {
    const last = seen.current;
    seen.current = { dataUpdatedAt, phaseKey };
    if (last.dataUpdatedAt === dataUpdatedAt && last.phaseKey !== phaseKey) refetch();
  }, [dataUpdatedAt, phaseKey, refetch]);
}
