import type { TLiveNotification } from '@lottery/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { liveNotificationsQuery } from '../api/get-live-notifications.ts';
import { LiveNotifyBanner } from './live-notify-banner.tsx';

const hourMs = 3_600_000;
/** 2026-03-10 in Asia/Shanghai: midnight is 16:00 UTC the day before. */
const at = (hours: number) => Date.UTC(2026, 2, 9, 16) + hours * hourMs;

const notifications: TLiveNotification[] = [
  {
    GameId: 7,
    GameCode: 'CQSSC',
    Title: 'Live draw',
    Content: 'Watch now',
    NotifyTimes: [{ Start: 10 * hourMs, End: 12 * hourMs }],
  },
];

function renderBanner() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(liveNotificationsQuery.queryKey, notifications);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <LiveNotifyBanner />
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route path="/Bet/:id" element={<p>bet page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Live notices' });

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LiveNotifyBanner', () => {
  it('appears at the window start and goes at its end, by timers, not by polling', () => {
    vi.useFakeTimers({ now: at(9) });
    renderBanner();
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(hourMs - 1));
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()?.textContent).toContain('Live draw');
    act(() => vi.advanceTimersByTime(2 * hourMs));
    expect(banner()).toBeNull();
  });

  it('goes to the bet page on click and stays away until the window ends', () => {
    vi.useFakeTimers({ now: at(11) });
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Live draw Watch now' }));
    expect(screen.getByText('bet page')).toBeTruthy();
    expect(banner()).toBeNull();
    cleanup();
    // Kept across a reload while the window lasts.
    renderBanner();
    expect(banner()).toBeNull();
  });

  it('dismisses with its close button', () => {
    vi.useFakeTimers({ now: at(11) });
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice: Live draw' }));
    expect(banner()).toBeNull();
    expect(screen.getByText('home')).toBeTruthy();
  });
});
