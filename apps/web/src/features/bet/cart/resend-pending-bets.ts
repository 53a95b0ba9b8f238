import type { QueryClient } from '@tanstack/react-query';
import { sendScheduleBatch } from '../schedule/schedule-flow.ts';
import { setPlaceOutcome } from './bet-outcomes-store.ts';
import {
  resendWindowMs,
  usePendingBets,
  type TPendingBet,
  type TPendingSchedule,
} from './pending-bets-store.ts';
import { sendPendingPlace } from './place-bets-flow.ts';

/**
 * Sends every journalled request again with its own key and body (after a reload, a network
 * failure, or when the player asks), in the order confirmed. The server answers each with what
 * it did the first time, or does it now if the first never arrived.
 */
export async function resendPendingBets(queryClient: QueryClient, nowMs = Date.now()) {
  const { entries, drop } = usePendingBets.getState();
  const isExpired = (entry: TPendingBet) => nowMs - entry.createdAtMs > resendWindowMs;
  const expired = entries.filter(isExpired);
  const [firstExpired] = expired;
  if (firstExpired) {
    drop(expired.map((entry) => entry.key));
    setPlaceOutcome({ kind: 'expired', gameName: firstExpired.gameName });
  }
  const batches = new Map<string, TPendingSchedule[]>();
  for (const entry of entries) {
    if (isExpired(entry)) continue;
    if (entry.kind === 'place') await sendPendingPlace(entry, queryClient);
    else batches.set(entry.batchId, [...(batches.get(entry.batchId) ?? []), entry]);
  }
  for (const batch of batches.values()) await sendScheduleBatch(batch, queryClient);
}
