import { afterAll, expect, it, vi } from 'vitest';
import { useSessionStore } from '../shared/session/session-store.ts';
import { playerToken } from '../shared/session/testing/player-token.ts';
import { queryClient } from './query-client.ts';

const token = playerToken;

afterAll(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
  queryClient.clear();
});

it('the LotteryGame/Data asked for as the app starts carries the session token', async () => {
  useSessionStore.getState().save(token, Date.now());
  window.history.replaceState(null, '', '/');
  const fetchMock = vi.fn(
    (_url: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => undefined),
  );
  vi.stubGlobal('fetch', fetchMock);
  const { startApp } = await import('./start-app.tsx');
  const root = await startApp(document.createElement('div'));
  root.unmount();
  const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/LotteryGame/Data');
  expect(call).toBeDefined();
  expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer token');
});
