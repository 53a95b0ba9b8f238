import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TScreenKey } from './route-table.ts';

/** A screen whose texts are a section of their own, loaded with it (and added before it shows). */
const withScreenTexts = <T,>(load: () => Promise<T>) =>
  Promise.all([import('../../shared/i18n/locales/sections/screen-sections.ts'), load()]).then(
    ([, screen]) => screen,
  );

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
  Bet: lazy(() => withScreenTexts(() => import('../../features/bet/pages/bet-page.tsx'))),
  MultiBet: lazy(() =>
    withScreenTexts(() => import('../../features/multi-bet/pages/multi-bet-page.tsx')),
  ),
  ComboBet: lazy(() =>
    withScreenTexts(() => import('../../features/multi-bet/pages/combo-bet-page.tsx')),
  ),
  BetRecord: lazy(() =>
    withScreenTexts(() => import('../../features/records/pages/bet-record-page.tsx')),
  ),
  ScheduleRecord: lazy(() =>
    withScreenTexts(() => import('../../features/records/pages/schedule-record-page.tsx')),
  ),
  CashFlowRecord: lazy(() =>
    withScreenTexts(() => import('../../features/records/pages/cash-flow-record-page.tsx')),
  ),
  ProfitReport: lazy(() =>
    withScreenTexts(() => import('../../features/records/pages/profit-report-page.tsx')),
  ),
};

export const NotAvailableScreen = lazy(
  () => import('../../features/status-pages/not-available-page.tsx'),
);
