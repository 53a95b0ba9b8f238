import { gameStateChangedEvent } from '@lottery/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useHubEvent, useHubGameGroups } from '../../../shared/realtime/use-hub.ts';
import { applyDrawnIssue } from '../logic/apply-drawn-issue.ts';
import { isAwaitingResult, phaseKeyOf, type TGamePhaseState } from '../logic/game-phase.ts';
import { isGameStateChangedEvent, isWinningNumberEvent } from '../logic/hub-events.ts';
import { useClockDerived } from './use-clock-derived.ts';
import { useScheduleQuery } from './use-schedule-query.ts';

const ignoreEvent = () => undefined;

/** While a result is due and has not come (no hub event yet), ask this often. */
export const drawingRefetchMs = 5_000;

/**
 * Countdowns and phases of the given games (see game-phase.ts), recomputed at every tick from
 * the server clock. Re-fetches LotteryGame/Info when a phase changes with time (an issue
 * closed, a draw fell due, the next issue started), on a ReceiveWinningNumber event for one of
 * the games (whose issue is applied to the cache at once), on a GameStateChanged event for one, when the tab becomes visible, every
 * 5 s while a due result is awaited (isAwaitingResult) and every 30 s regardless. Joins the
 * games' hub groups.
 */
export function useGameSchedules(gameIds: readonly number[]) {
  const { query, phases, serverNowMs, serverOffsetMs, refetch, updateGame } =
    useScheduleQuery(gameIds);

  usePhaseChangeRefetch(phases, query.dataUpdatedAt, refetch);
  const isAnyAwaiting = useClockDerived(
    useCallback(
      (clientNowMs: number) =>
        [...phases.values()].some((state) => isAwaitingResult(state, clientNowMs + serverOffsetMs)),
      [phases, serverOffsetMs],
    ),
  );
  useEffect(() => {
    if (!isAnyAwaiting) return;
    const timer = setInterval(refetch, drawingRefetchMs);
    return () => clearInterval(timer);
  }, [isAnyAwaiting, refetch]);

  useHubGameGroups(gameIds);
  useHubEvent('ReceiveWinningNumber', (payload) => {
    if (!isWinningNumberEvent(payload) || !gameIds.includes(payload.GameId)) return;
    updateGame(payload.GameId, (info) => applyDrawnIssue(info, payload.Issue));
    refetch();
  });
  // An administrator switched a game's state (maintenance...): the bet screen shows it at once.
  useHubEvent(gameStateChangedEvent, (payload) => {
    if (isGameStateChangedEvent(payload) && gameIds.includes(payload.GameId)) refetch();
  });
  // The game groups carry UpdateStatistic too; schedules do not use it, and a handler keeps the
  // SignalR client from logging a warning for every one.
  useHubEvent('UpdateStatistic', ignoreEvent);

  return { ...query, phases, serverNowMs, serverOffsetMs, refetch };
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
