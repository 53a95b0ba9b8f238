import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLocalPresence } from './local-presence.ts';
import { shareOnlinePresence } from './online-presence.ts';
import type { TOnlineEntry, TPresenceStore } from './presence-store.ts';

const entries: TOnlineEntry[] = [
  { sessionId: 's1', userId: '1' },
  { sessionId: 's2', userId: '1' },
];
const local: TLocalPresence = {
  entries: () => entries,
  count: () => ({ sessions: 2, players: 1, instances: 1 }),
};
const logger = { debug: () => {}, warn: () => {}, error: () => {} };

/** A store that records its calls; each publish waits until the test releases it. */
function recordingStore(options: { countFails?: boolean } = {}) {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  const store: TPresenceStore = {
    publish: (instanceId, published, ttlMs) => {
      calls.push(`publish ${instanceId} ${published.length} ${ttlMs}`);
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    withdraw: async (instanceId) => {
      calls.push(`withdraw ${instanceId}`);
    },
    count: async () => {
      if (options.countFails) throw new Error('redis down');
      return { sessions: 7, players: 5, instances: 3 };
    },
    close: async () => {},
  };
  return { store, calls, releasePublish: () => pending.shift()?.() };
}

describe('players online shared between instances', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('without a store is the one instance’s own figure, the whole site’s', async () => {
    const presence = shareOnlinePresence({ local, instanceId: 'a', refreshMs: 100, logger });
    expect(await presence.playersOnline()).toEqual({
      sessions: 2,
      players: 1,
      instances: 1,
      scope: 'site',
    });
    await presence.stop();
  });

  it('counts the store’s union, and falls back to its own connections, saying so', async () => {
    const up = recordingStore();
    const shared = shareOnlinePresence({
      local,
      store: up.store,
      instanceId: 'a',
      refreshMs: 100,
      logger,
    });
    expect(await shared.playersOnline()).toEqual({
      sessions: 7,
      players: 5,
      instances: 3,
      scope: 'site',
    });
    up.releasePublish();
    await shared.stop();

    const down = recordingStore({ countFails: true });
    const fallback = shareOnlinePresence({
      local,
      store: down.store,
      instanceId: 'b',
      refreshMs: 100,
      logger,
    });
    expect(await fallback.playersOnline()).toEqual({
      sessions: 2,
      players: 1,
      instances: 1,
      scope: 'instance',
    });
    down.releasePublish();
    await fallback.stop();
  });

  it('publishes at start and every interval, one publish at a time, with three intervals to live', async () => {
    const { store, calls, releasePublish } = recordingStore();
    const presence = shareOnlinePresence({ local, store, instanceId: 'a', refreshMs: 100, logger });
    expect(calls).toEqual(['publish a 2 300']);
    // The first publish is still in flight: the ticks meanwhile do not pile up behind it.
    await vi.advanceTimersByTimeAsync(350);
    expect(calls).toHaveLength(1);
    releasePublish();
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toEqual(['publish a 2 300', 'publish a 2 300']);
    releasePublish();
    await presence.stop();
  });

  it('on stop withdraws after the publish in flight, and publishes no more', async () => {
    const { store, calls, releasePublish } = recordingStore();
    const presence = shareOnlinePresence({ local, store, instanceId: 'a', refreshMs: 100, logger });
    const stopped = presence.stop();
    await vi.advanceTimersByTimeAsync(0);
    // A withdrawal before the publish lands would be undone by it: the entry would linger.
    expect(calls).toEqual(['publish a 2 300']);
    releasePublish();
    await stopped;
    expect(calls).toEqual(['publish a 2 300', 'withdraw a']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
  });
});
