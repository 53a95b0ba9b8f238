import type { TLiveNotification } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/http-client.ts';

/** Public (SPEC §7); the server checks its answer against ZLiveNotificationList. */
export const getLiveNotifications = () =>
  apiGet<TLiveNotification[]>('/api/LiveNotify/LotteryLiveNotifyInfo');

/**
 * The list changes when an operator edits it, not with the clock (the windows are in it), so a
 * re-read every 10 minutes is enough; the schedule's own timer handles show and hide.
 */
export const liveNotificationsQuery = queryOptions({
  queryKey: ['liveNotifications'],
  queryFn: getLiveNotifications,
  staleTime: 10 * 60_000,
  refetchInterval: 10 * 60_000,
});
