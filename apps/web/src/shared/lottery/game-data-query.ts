import type { TLotteryGameData } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../api/http-client.ts';

/** SPEC §7 LotteryGame/Data: families, categories, profit groups, games and bet types. */
const getGameData = () => apiPost<TLotteryGameData>('/api/LotteryGame/Data');

/**
 * Cached for the session (SPEC §7): loaded with the user info after login (SPEC §4 step 2),
 * never stale, never collected; the logout clears it with every other non-public key
 * (shared/session/forget-session.ts). Concurrent callers share the one request in flight, which
 * TanStack Query does per key.
 */
export const gameDataQuery = queryOptions({
  queryKey: ['lotteryGameData'],
  queryFn: getGameData,
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useGameData = () => useQuery(gameDataQuery);
