import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionTiming, startSessionTimers, type TSessionTimerDeps } from './session-timers.ts';

describe('session timers', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  function setup(expiresInMs: number, overrides: Partial<TSessionTimerDeps> = {}) {
    let expiresAt: number | null = Date.now() + expiresInMs;
    const deps = {
      now: () => Date.now(),
      expiresAt: () => expiresAt,
      refresh: vi.fn(async () => undefined),
      expire: vi.fn(() => {
        expiresAt = null;
      }),
      isSpeedTestPage: () => false,
      ...overrides,
    };
    const stop = startSessionTimers(deps);
    return { deps, stop, setExpiry: (value: number | null) => (expiresAt = value) };
  }

  it('does nothing while more than 5 minutes remain', () => {
    const { deps, stop } = setup(sessionTiming.refreshBeforeExpiryMs + 10_000);
    vi.advanceTimersByTime(9_000);
    expect(deps.refresh).not.toHaveBeenCalled();
    stop();
  });

  it('refreshes once within 5 minutes of expiry, one refresh at a time', async () => {
    let finish: () => void = () => undefined;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { stop, setExpiry } = setup(sessionTiming.refreshBeforeExpiryMs + 2_000, { refresh });
    vi.advanceTimersByTime(1_000);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    setExpiry(Date.now() + 30 * 60_000);
    vi.advanceTimersByTime(5_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ends the session 2 s after expiry, not before', () => {
    const { deps, stop } = setup(3_000, {
      refresh: vi.fn(() => Promise.reject(new Error('refused'))),
    });
    vi.advanceTimersByTime(4_000);
    expect(deps.expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(deps.expire).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the session on the speed-test page', () => {
    const { deps, stop } = setup(1_000, { isSpeedTestPage: () => true });
    vi.advanceTimersByTime(10_000);
    expect(deps.expire).not.toHaveBeenCalled();
    stop();
  });

  it('stops ticking when stopped', () => {
    const { deps, stop } = setup(1_000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(deps.expire).not.toHaveBeenCalled();
  });
});
