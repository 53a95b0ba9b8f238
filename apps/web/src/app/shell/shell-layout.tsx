import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '../../shared/ui/loading-overlay.tsx';
import { ShellHeader } from './shell-header.tsx';
import { useUserInfoLoader } from './use-user-info-loader.ts';

/** The main shell of SPEC §2 around every logged-in screen. */
export function ShellLayout() {
  useUserInfoLoader();
  return (
    <div className="shell">
      <ShellHeader />
      <main className="shell-main">
        <Suspense fallback={<LoadingOverlay />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
