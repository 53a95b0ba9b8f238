import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TScreenKey } from './route-table.ts';

/** Each built screen, loaded on demand so the first page stays small. */
export const screens: Record<TScreenKey, LazyExoticComponent<ComponentType>> = {
  Login: lazy(() => import('../../features/auth/login-page.tsx')),
  Register: lazy(() => import('../../features/auth/register-page.tsx')),
  Timeout: lazy(() => import('../../features/status-pages/timeout-page.tsx')),
  Offline: lazy(() => import('../../features/status-pages/offline-page.tsx')),
  LinkFailure: lazy(() => import('../../features/status-pages/link-failure-page.tsx')),
  ErrorMsg: lazy(() => import('../../features/status-pages/error-msg-page.tsx')),
  IPRestricted: lazy(() => import('../../features/status-pages/ip-restricted-page.tsx')),
  Home: lazy(() => import('../../features/draws/pages/home-page.tsx')),
  DrawLobby: lazy(() => import('../../features/draws/pages/draw-lobby-page.tsx')),
  DrawHistory: lazy(() => import('../../features/draws/pages/draw-history-page.tsx')),
  BlockChainHash: lazy(() => import('../../features/draws/pages/block-chain-hash-page.tsx')),
};

export const NotAvailableScreen = lazy(
  () => import('../../features/status-pages/not-available-page.tsx'),
);
