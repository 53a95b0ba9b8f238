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
  Bet: lazy(() => import('../../features/bet/pages/bet-page.tsx')),
  MultiBet: lazy(() => import('../../features/multi-bet/pages/multi-bet-page.tsx')),
  ComboBet: lazy(() => import('../../features/multi-bet/pages/combo-bet-page.tsx')),
  BetRecord: lazy(() => import('../../features/records/pages/bet-record-page.tsx')),
  ScheduleRecord: lazy(() => import('../../features/records/pages/schedule-record-page.tsx')),
  CashFlowRecord: lazy(() => import('../../features/records/pages/cash-flow-record-page.tsx')),
  ProfitReport: lazy(() => import('../../features/records/pages/profit-report-page.tsx')),
};

export const NotAvailableScreen = lazy(
  () => import('../../features/status-pages/not-available-page.tsx'),
);
