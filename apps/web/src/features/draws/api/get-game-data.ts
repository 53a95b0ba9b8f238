import type { TGameCatalogueEntry, TLotteryGameData } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/http-client.ts';

/** SPEC §7 LotteryGame/Data: families, categories, profit groups, games and bet types. */
export const getGameData = () => apiPost<TLotteryGameData>('/api/LotteryGame/Data');

/**
 * Cached for the session (SPEC §7): never stale, never collected; the logout clears it with
 * every other non-public key (shared/session/forget-session.ts). Concurrent callers share the
 * one request in flight, which TanStack Query does per key.
 */
export const gameDataQuery = queryOptions({
  queryKey: ['lotteryGameData'],
  queryFn: getGameData,
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useGameData = () => useQuery(gameDataQuery);

/** Scheduled games (every game but the instant ones), by sort order as Data lists them. */
export const scheduledGames = (data: TLotteryGameData): TGameCatalogueEntry[] =>
  data.Games.filter((game) => game.DrawSource !== 'instant');
