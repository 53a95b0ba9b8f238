import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  loadUserInfo,
  refreshWalletAmount,
  walletRefreshMs,
} from '../../features/user-info/load-user-info.ts';
import { useUserInfo } from '../../shared/user-info/user-info-store.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';

/** Loads the user info once per login, then keeps the wallet fresh every 10 s. */
export function useUserInfoLoader() {
  const queryClient = useQueryClient();
  const session = useSessionStore((s) => s.session);
  const update = useUserInfo((s) => s.update);
  const userName = session?.userName;

  useEffect(() => {
    if (!session) return;
    let stopped = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    loadUserInfo({ queryClient, session, update })
      .then(() => {
        if (stopped) return;
        timer = setInterval(
          () => void refreshWalletAmount(queryClient, update).catch(() => undefined),
          walletRefreshMs,
        );
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
    };
    // One load per logged-in user; a refreshed token keeps the loaded info.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userName]);
}
