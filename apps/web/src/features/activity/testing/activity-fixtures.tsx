import { commitmentOf, prizeDrawIndex } from '@lottery/lottery';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import type {
  TActivityAwardView,
  TActivityDetailView,
  TActivitySummary,
  TDrawProofView,
} from '../api/activity-api.ts';

// 2026-11-27 12:00 UTC = 20:00 in the site zone (Asia/Shanghai).
export const at = Date.UTC(2026, 10, 27, 12, 0);
const day = 86_400_000;

export const summary = (patch: Partial<TActivitySummary> = {}): TActivitySummary => ({
  ActivityId: 7,
  Type: 'roulette',
  Title: 'Lucky roulette',
  PeriodKind: 'daily',
  StartsAt: at - day,
  EndsAt: at + 30 * day,
  State: 'running',
  CanClaim: true,
  IsNew: false,
  ...patch,
});

export const award = (patch: Partial<TActivityAwardView> = {}): TActivityAwardView => ({
  ClaimId: 31,
  ActivityId: 7,
  ActivityType: 'roulette',
  Title: 'Lucky roulette',
  PeriodKey: '2026-11-27',
  Amount: 8,
  CashFlowType: 503,
  StreakDay: null,
  PrizeIndex: 2,
  TurnoverRequired: 8,
  ClaimedAt: at,
  ...patch,
});

export const rouletteDetail = (patch: Partial<TActivityDetailView> = {}): TActivityDetailView => ({
  ...summary(),
  Rules: 'One free spin a day.',
  Config: {
    Type: 'roulette',
    Prizes: [
      { Amount: 1, Weight: 400 },
      { Amount: 3, Weight: 300 },
      { Amount: 8, Weight: 180 },
      { Amount: 88, Weight: 120 },
    ],
    SpinTurnovers: [0, 100],
  },
  PeriodKey: '2026-11-27',
  PeriodEndsAt: at + 4 * 3_600_000,
  Commitment: 'c0ffee',
  Unmet: [],
  Progress: {
    ClaimedThisPeriod: 0,
    StreakDays: 0,
    SpinsLeft: 1,
    NextSpinTurnover: 100,
    TurnoverThisPeriod: 0,
    Steps: [],
  },
  MyAwards: [],
  ...patch,
});

export const signInDetail = (patch: Partial<TActivityDetailView> = {}): TActivityDetailView => ({
  ...rouletteDetail(),
  ActivityId: 5,
  Type: 'dailySignInRedPack',
  Title: 'Daily sign-in red packet',
  Config: {
    Type: 'dailySignInRedPack',
    StreakPrizes: [1, 2, 3].map((base) => [
      { Amount: base, Weight: 2 },
      { Amount: base * 5, Weight: 1 },
    ]),
  },
  Progress: {
    ClaimedThisPeriod: 0,
    StreakDays: 1,
    SpinsLeft: 0,
    NextSpinTurnover: null,
    TurnoverThisPeriod: 0,
    Steps: [],
  },
  ...patch,
});

const seed = 'ab'.repeat(32);
const weights = [400, 300, 180, 120];
const drawn = prizeDrawIndex({
  serverSeedHex: seed,
  activityId: 7,
  periodKey: '2026-11-26',
  userId: 12,
  nonce: 0,
  weights,
});

/** A real proof of a revealed draw (seed 0xabab…), its index computed by the lottery package. */
export const revealedProof = (patch: Partial<TDrawProofView> = {}): TDrawProofView => ({
  ClaimId: 31,
  ActivityId: 7,
  PeriodKey: '2026-11-26',
  UserId: 12,
  Nonce: 0,
  Weights: weights,
  Amounts: [1, 3, 8, 88],
  DrawnIndex: drawn,
  Commitment: commitmentOf(seed),
  ServerSeed: seed,
  Verified: true,
  ...patch,
});

/** Renders `element` at `path` under a route pattern, with a fresh query cache. */
export function renderAt(path: string, pattern: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Animations end at once: the tests need not wait for a wheel to turn. */
function preferReducedMotion() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

/**
 * The hooks every activity page's tests share: animations end at once, and after each test the
 * rendering is removed and the stubbed fetch restored. A file adds its own (language, hub).
 */
export function activityPageHooks() {
  beforeAll(preferReducedMotion);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
