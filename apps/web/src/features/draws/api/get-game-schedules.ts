import type { TGameInfo, TGameInfoRequest } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { bestOffsetMs, type TClockSample } from '../logic/clock-offset.ts';
import { collectGameInfo } from '../logic/collect-game-info.ts';
import { getGameInfo } from './get-game-info.ts';

/**
 * The parts of LotteryGame/Info a countdown needs: state, the last result, the current issue and
 * the next two (so the client moves on by itself when the current one closes) and the latest
 * old one (the issue sealed and awaiting its draw, when asked in that window).
 */
export const scheduleFields = {
  State: true,
  LastIssue: true,
  Countdown: true,
  SelectCount: 2,
  OldIssues: 1,
} as const satisfies Omit<TGameInfoRequest, 'GameIdList'>;

export interface TGameSchedules {
  games: Record<number, TGameInfo>;
  /** Server clock − client clock, ms (clock-offset.ts). */
  serverOffsetMs: number;
}

/** Every id's game info, re-asking for missing ids, with the server clock offset it measured. */
export async function fetchGameSchedules(
  gameIds: readonly number[],
  now: () => number = Date.now,
): Promise<TGameSchedules> {
  const samples: TClockSample[] = [];
  const games = await collectGameInfo(gameIds, async (missingIds) => {
    const clientSentMs = now();
    const answer = await getGameInfo({
      ...scheduleFields,
      GameIdList: missingIds,
      ClientTimestamp: clientSentMs,
    });
    const first = Object.values(answer)[0];
    if (first)
      samples.push({
        clientSentMs: first.ClientTimestamp ?? clientSentMs,
        clientReceivedMs: now(),
        serverMs: first.ServerTimestamp,
      });
    return answer;
  });
  return { games: Object.fromEntries(games), serverOffsetMs: bestOffsetMs(samples) ?? 0 };
}

export const gameSchedulesKey = (gameIds: readonly number[]) =>
  ['gameSchedules', [...gameIds].sort((a, b) => a - b).join(',')] as const;

export const gameSchedulesQuery = (gameIds: readonly number[]) =>
  queryOptions({
    queryKey: gameSchedulesKey(gameIds),
    queryFn: () => fetchGameSchedules(gameIds),
    enabled: gameIds.length > 0,
    // An answer asked for ahead (the first screen's, app/routes/prefetch-first-screen.ts) is not
    // asked again by the screen that mounts a moment later; phases, pushes and the 30 s timer
    // re-fetch whatever its age.
    staleTime: 5_000,
  });
