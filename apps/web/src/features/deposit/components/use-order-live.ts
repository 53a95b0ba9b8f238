import { cancelDepositNotifyEvent, walletChangedEvent } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { createProductHub } from '../../../shared/realtime/product-hub.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { depositOrderQuery } from '../api/deposit-api.ts';

/**
 * Re-reads the order the moment the server says it changed, so a credit or a cancellation shows
 * at once on /DepositQrcode instead of at the next poll (kept as the fallback). The page is
 * outside the shell, which owns the user's hub connection: it listens on that one when it runs
 * (opened inside the shell in tests or a future layout), otherwise on a connection of its own
 * with the same token, for as long as the page is open.
 * The pushes: CancelDepositNotify names the order; a credit moves money into the wallet
 * (WalletChanged), which names no order, so any one re-reads it. A reconnection re-reads it too,
 * for what was pushed while the connection was down.
 */
export function useOrderLiveUpdates(orderNo: string) {
  const queryClient = useQueryClient();
  const shared = useCurrentHub((s) => s.hub);
  const userName = useSessionStore((s) => s.session?.userName);

  useEffect(() => {
    if (orderNo === '' || (!shared && !userName)) return;
    const own = shared
      ? null
      : createProductHub({
          accessToken: () => useSessionStore.getState().session?.accessToken ?? '',
          query: { loginId: userName ?? '' },
        });
    const hub = shared ?? own;
    if (!hub) return;
    const reread = () =>
      void queryClient.invalidateQueries({ queryKey: depositOrderQuery(orderNo).queryKey });
    const stops = [
      hub.on(cancelDepositNotifyEvent, (notice) => {
        if ((notice as { OrderNo?: unknown } | null)?.OrderNo === orderNo) reread();
      }),
      hub.on(walletChangedEvent, reread),
      hub.onConnectedChange((connected) => {
        if (connected) reread();
      }),
    ];
    own?.start();
    return () => {
      for (const stop of stops) stop();
      void own?.stop();
    };
  }, [shared, userName, orderNo, queryClient]);
}
