import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../shared/api/client.ts';
import {
  forgetSession,
  startSession,
  useSessionStore,
} from '../../shared/session/session-store.ts';
import { keepTokenFresh } from './keep-token-fresh.ts';

afterEach(() => {
  forgetSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('keepTokenFresh', () => {
  it('swaps in a new token for the same session at each interval, with the old one as bearer', async () => {
    vi.useFakeTimers();
    configureClient({
      token: () => useSessionStore.getState().session?.token ?? null,
      language: () => 'zh-CN',
      onSessionRefused: () => undefined,
    });
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ AccessToken: 'second', ExpiresIn: 1800 })),
    );
    vi.stubGlobal('fetch', fetch);
    startSession({ token: 'first', admin: { loginId: 'a', roleName: 'owner', permissions: [] } });
    const stop = keepTokenFresh(1000);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/AdminAuth/Token/Refresh');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer first');
    expect(useSessionStore.getState().session?.token).toBe('second');
  });

  it('asks nothing while signed out', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const stop = keepTokenFresh(1000);
    await vi.advanceTimersByTimeAsync(3000);
    stop();
    expect(fetch).not.toHaveBeenCalled();
  });
});
