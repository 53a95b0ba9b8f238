import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  loadUserInfo,
  refreshUnreadActivities,
  refreshUnreadAnnouncements,
  refreshWalletAmount,
  unreadAnnouncementsRefreshMs,
  walletRefreshMs,
} from '../../features/user-info/load-user-info.ts';
import { useUserInfo } from '../../shared/user-info/user-info-store.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { firstScreenSettled } from './first-screen-settled.ts';

/**
 * Loads the user info once per login, then keeps the wallet fresh every 10 s and the unread
 * announcement and activity counts every 30 s.
 */
export function useUserInfoLoader() {
  const queryClient = useQueryClient();
  const session = useSessionStore((s) => s.session);
  const update = useUserInfo((s) => s.update);
  const userName = session?.userName;

  useEffect(() => {
    if (!session) return;
    let stopped = false;
    const timers: ReturnType<typeof setInterval>[] = [];
    loadUserInfo({
      queryClient,
      session,
      update,
      afterFirstScreen: firstScreenSettled(queryClient),
    })
      .then(() => {
        if (stopped) return;
        timers.push(
          setInterval(
            () => void refreshWalletAmount(queryClient, update).catch(() => undefined),
            walletRefreshMs,
          ),
          setInterval(
            () => void refreshUnreadAnnouncements(queryClient, update).catch(() => undefined),
            unreadAnnouncementsRefreshMs,
          ),
          setInterval(
            () => void refreshUnreadActivities(queryClient, update).catch(() => undefined),
            unreadAnnouncementsRefreshMs,
          ),
        );
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
    };
    // One load per logged-in user; a refreshed token keeps the loaded info.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userName]);
}
