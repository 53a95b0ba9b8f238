import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  cancelDepositNotifyEvent,
  chatInstantHubEvents,
  walletChangedEvent,
  ZChatInstantMessage,
} from '@lottery/contracts';
import { refreshPrivileges, refreshWalletAmount } from '../../features/user-info/load-user-info.ts';
import { instantActions } from '../../shared/chat-instant/instant-store.ts';
import { isWinNotice, showWinNotice, toast } from '../../shared/notices/notices-store.ts';
import { setCurrentHub } from '../../shared/realtime/current-hub.ts';
import { hubTiming, type THubClient } from '../../shared/realtime/hub-client.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { useUserInfo } from '../../shared/user-info/user-info-store.ts';

/**
 * One hub connection while a user is logged in (SPEC §4): win popups, toasts, wallet changes
 * and the privilege push of SPEC §7 arrive on it. Screens join their groups and listen through the same
 * connection, published in shared/realtime/current-hub.ts. Not before `isWanted` (the shell waits
 * for its first screen): the screens join their groups whenever it comes.
 */
export function useHubConnection(isWanted: boolean) {
  const queryClient = useQueryClient();
  const userName = useSessionStore((s) => s.session?.userName);

  useEffect(() => {
    if (!userName || !isWanted) return;
    // The official client is loaded with the connection, not with the shell: the first screen
    // does without its 13 kB.
    let closeHub: (() => void) | null = null;
    let isCancelled = false;
    void import('../../shared/realtime/product-hub.ts')
      .then(({ createProductHub }) => {
        if (isCancelled) return;
        closeHub = openHub(
          createProductHub({
            accessToken: () => useSessionStore.getState().session?.accessToken ?? '',
            query: { loginId: userName },
          }),
          queryClient,
        );
      })
      .catch(() => undefined);
    return () => {
      isCancelled = true;
      closeHub?.();
    };
  }, [userName, queryClient, isWanted]);
}

/** Listens on a new connection, publishes it to the screens and starts it; gives its closing. */
function openHub(hub: THubClient, queryClient: QueryClient): () => void {
  hub.on('BetAwardNotify', (notice) => {
    if (isWinNotice(notice)) showWinNotice(notice);
  });
  hub.on('ToastNotification', (message) => {
    if (typeof message === 'string') toast(message);
  });
  // A group room's new message, on any page (issue #22); a payload that fails the contract is dropped.
  hub.on(chatInstantHubEvents.receiveInstantMessage, (payload) => {
    const notice = ZChatInstantMessage.safeParse(payload);
    if (notice.success) instantActions.receive(notice.data);
  });
  // Money reached the wallet outside the user's own requests (a prize, a rebate, a refund).
  hub.on(walletChangedEvent, () => {
    void refreshWalletAmount(queryClient, useUserInfo.getState().update).catch(() => undefined);
  });
  // Loaded on the first one: the deposit texts stay out of the first page.
  hub.on(cancelDepositNotifyEvent, (notice) => {
    void import('../routes/wallet-screens.ts')
      .then((module) => module.showDepositCancelled(notice, queryClient))
      .catch(() => undefined);
  });
  hub.on('UserInfoPrivileges', () => {
    void refreshPrivileges(queryClient, useUserInfo.getState().update).catch(() => undefined);
  });
  // The server closes the hub when the session ends elsewhere (another login, a password
  // change, an administrator): an API call then meets the refusal, and the routing of SPEC §8
  // shows why. It waits out the client's own restart and the user's own logout, which ends the
  // session here first.
  let probe: ReturnType<typeof setTimeout> | undefined;
  const stopWatching = hub.onConnectedChange((connected) => {
    clearTimeout(probe);
    if (connected) return;
    probe = setTimeout(() => {
      if (hub.state() === 'Connected' || !useSessionStore.getState().session) return;
      void refreshWalletAmount(queryClient, useUserInfo.getState().update).catch(() => undefined);
    }, hubTiming.restartMaxMs + hubTiming.transportRetryMs);
  });
  setCurrentHub(hub);
  hub.start();
  return () => {
    stopWatching();
    clearTimeout(probe);
    setCurrentHub(null);
    instantActions.reset();
    void hub.stop();
  };
}
