import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { TTokenResponse } from '@lottery/contracts';
import { paths } from '../config/paths.ts';
import { apiGet } from '../shared/api/http-client.ts';
import { useSessionStore } from '../shared/session/session-store.ts';
import { startSessionTimers } from '../shared/session/session-timers.ts';
import { endSessionAndGo } from './end-session.ts';

const isSpeedTestPage = () =>
  new URLSearchParams(window.location.search).get('page') === 'speedtest';

/** Keeps the session alive (SPEC §4): refresh near expiry, end it 2 s after expiry. */
export function SessionRuntime() {
  const navigate = useNavigate();
  useEffect(
    () =>
      startSessionTimers({
        now: () => Date.now(),
        expiresAt: () => useSessionStore.getState().session?.expiresAt ?? null,
        async refresh() {
          const token = await apiGet<TTokenResponse>('/api/Token/Refresh');
          useSessionStore.getState().renew(token, Date.now());
        },
        expire() {
          void endSessionAndGo((to) => navigate(to, { replace: true }), paths.timeout.getHref());
        },
        isSpeedTestPage,
      }),
    [navigate],
  );
  return null;
}
