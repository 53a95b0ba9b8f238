import {
  joinRedPackRainMethod,
  redPackRainGrabbedEvent,
  type ZRedPackRainWinner,
  type ZRedPackRainWinners,
} from '@lottery/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../shared/api/http-client.ts';
import { useHubEvent, useHubJoin } from '../../../shared/realtime/use-hub.ts';
import { activityKey } from '../api/activity-api.ts';

export type TRainWinner = z.output<typeof ZRedPackRainWinner>;
type TWinnersAnswer = z.output<typeof ZRedPackRainWinners>;
export interface TRainWinners {
  items: TRainWinner[];
  /** The server's clock less this device's, when the list was read: the countdown's correction. */
  offsetMs: number;
}

/** How many grabs the list keeps (the server sends its latest 30). */
const shownWinners = 30;

export const rainWinnersQuery = (activityId: number) =>
  queryOptions({
    queryKey: [...activityKey, 'rainWinners', activityId],
    queryFn: async (): Promise<TRainWinners> => {
      const sentAt = Date.now();
      const answer = await apiPost<TWinnersAnswer>('/api/RedPackRain/GetWinnerList', {
        ActivityId: activityId,
      });
      // The server read its clock about half way through the round trip.
      const midway = sentAt + (Date.now() - sentAt) / 2;
      return { items: answer.Items, offsetMs: answer.ServerTime - midway };
    },
    staleTime: 0,
    // The hub pushes each grab; the list is read again now and then in case a push was missed.
    refetchInterval: 60_000,
  });

const isWinner = (payload: unknown): payload is TRainWinner & { ActivityId?: number } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as TRainWinner).ClaimId === 'number' &&
  typeof (payload as TRainWinner).LoginId === 'string' &&
  typeof (payload as TRainWinner).Amount === 'number';

/**
 * The rain's winner list, live: read once (SPEC §8's GetWinnerList), then each grab pushed over
 * the hub to the activity's group (JoinRedPackRain, joined again after a reconnection) goes on
 * top; a repeated push (at-least-once delivery) is dropped by its claim id.
 */
export function useRainWinners(activityId: number) {
  const queryClient = useQueryClient();
  const query = useQuery(rainWinnersQuery(activityId));
  useHubJoin(joinRedPackRainMethod, activityId);
  useHubEvent(redPackRainGrabbedEvent, (payload) => {
    if (!isWinner(payload)) return;
    queryClient.setQueryData(rainWinnersQuery(activityId).queryKey, (current) =>
      current
        ? {
            ...current,
            items: [
              payload,
              ...current.items.filter((item) => item.ClaimId !== payload.ClaimId),
            ].slice(0, shownWinners),
          }
        : current,
    );
  });
  return query;
}
