import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoginPopups } from '../../features/announcements/components/login-popups.tsx';
import { BrowserAdviceDialog } from '../../features/browser-advice/browser-advice-dialog.tsx';
import { LiveNotifyBanner } from '../../features/live-notify/components/live-notify-banner.tsx';
import { ToastList } from '../../features/notices/components/toast-list.tsx';
import { WarningToasts } from '../../features/notices/components/warning-toasts.tsx';
import { WinPopups } from '../../features/notices/components/win-popups.tsx';
import { DialogHost } from '../../shared/dialogs/dialog-host.tsx';
import { warningAutoHideMs } from '../../shared/dialogs/warning-dialog.tsx';
import { LoadingOverlay } from '../../shared/ui/loading-overlay.tsx';
import { ChatDockSlot } from './chat-dock-slot.tsx';
import { useFirstScreenSettled } from './first-screen-settled.ts';
import { InstantNotices } from './instant-notices.tsx';
import { ShellHeader } from './shell-header.tsx';
import { useAlertSync } from './use-alert-sync.ts';
import { useHubConnection } from './use-hub-connection.ts';
import { useUserInfoLoader } from './use-user-info-loader.ts';

/**
 * The main shell of SPEC §2 around every logged-in screen, with its shell elements. The router
 * loads it lazily, so none of this is in the login page's download. The hub, the chat dock and
 * the login popups wait for the first screen (first-screen-settled.ts).
 */
export default function ShellLayout() {
  useUserInfoLoader();
  useAlertSync();
  const isFirstScreenSettled = useFirstScreenSettled();
  useHubConnection(isFirstScreenSettled);
  return (
    <div className="shell">
      <ShellHeader />
      <LiveNotifyBanner />
      <main className="shell-main">
        <Suspense fallback={<LoadingOverlay />}>
          <Outlet />
        </Suspense>
      </main>
      {isFirstScreenSettled && <ChatDockSlot />}
      <InstantNotices />
      <ToastList />
      <WarningToasts />
      <WinPopups />
      {isFirstScreenSettled && <LoginPopups />}
      <DialogHost warningAutoHideMs={warningAutoHideMs.shell} />
      <BrowserAdviceDialog userAgent={globalThis.navigator?.userAgent ?? ''} />
    </div>
  );
}
