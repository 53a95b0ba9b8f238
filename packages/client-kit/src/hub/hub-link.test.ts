import { describe, expect, it, vi, type Mock } from 'vitest';
import { followHub, type THubSessionState } from './follow-hub.ts';
import { linkOfConnection, type TOfficialConnection } from './hub-link.ts';

/** A stand-in for the official client's connection, driven by the test. */
function fakeConnection(startOutcome: 'ok' | 'fail' = 'ok') {
  const handlers = {
    close: [] as ((error?: Error) => void)[],
    reconnecting: [] as (() => void)[],
    reconnected: [] as (() => void)[],
  };
  const events = new Map<string, Set<(...args: unknown[]) => void>>();
  const connection: TOfficialConnection = {
    start: vi.fn(() =>
      startOutcome === 'ok' ? Promise.resolve() : Promise.reject(new Error('refused')),
    ),
    stop: vi.fn(async () => {
      for (const handler of handlers.close) handler();
    }),
    onclose: (handler) => void handlers.close.push(handler),
    onreconnecting: (handler) => void handlers.reconnecting.push(handler),
    onreconnected: (handler) => void handlers.reconnected.push(handler),
    on: (event, handler) => void events.set(event, (events.get(event) ?? new Set()).add(handler)),
    off: (event, handler) => void events.get(event)?.delete(handler),
    invoke: vi.fn(async () => undefined) as unknown as TOfficialConnection['invoke'],
  };
  return {
    connection,
    drop: () => handlers.reconnecting.forEach((handler) => handler()),
    restore: () => handlers.reconnected.forEach((handler) => handler()),
    close: () => handlers.close.forEach((handler) => handler()),
    emit: (event: string, payload: unknown) =>
      events.get(event)?.forEach((handler) => handler(payload)),
  };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('a session on the official connection', () => {
  function follow(
    fake: ReturnType<typeof fakeConnection>,
    load: Mock<() => Promise<void>> = vi.fn(async () => undefined),
  ) {
    const link = linkOfConnection(fake.connection);
    const states: THubSessionState[] = [];
    const follower = followHub(link, load, (state) => states.push(state));
    return { link, states, load, follower };
  }

  it('loads once started and again after each reconnection, showing the way there', async () => {
    const fake = fakeConnection();
    const { link, states, load } = follow(fake);
    await link.start();
    await flush();
    fake.drop();
    fake.restore();
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
  });

  it('fails when the start fails or the connection closes for good; reload retries a load', async () => {
    const refusedStart = fakeConnection('fail');
    const first = follow(refusedStart);
    await expect(first.link.start()).rejects.toThrow('refused');
    expect(first.states).toEqual(['connecting', 'failed']);
    expect(first.load).not.toHaveBeenCalled();

    const fake = fakeConnection();
    let isFailing = true;
    const second = follow(
      fake,
      vi.fn(async () => {
        if (isFailing) throw new Error('no answer');
      }),
    );
    await second.link.start();
    await flush();
    expect(second.states.at(-1)).toBe('failed');
    isFailing = false;
    second.follower.reload();
    await flush();
    expect(second.states.at(-1)).toBe('connected');
    fake.close();
    expect(second.states.at(-1)).toBe('failed');
    second.follower.reload();
    expect(second.load).toHaveBeenCalledTimes(2);
  });

  it('counts only the newest load, and nothing once stopped', async () => {
    const fake = fakeConnection();
    let finish: () => void = () => undefined;
    const slow = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { link, states, follower } = follow(fake, slow);
    await link.start();
    fake.drop();
    finish();
    await flush();
    // The answer of a connection that dropped meanwhile says nothing of the new one.
    expect(states).toEqual(['connecting', 'reconnecting']);
    follower.stop();
    fake.restore();
    await flush();
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('subscribes events until unsubscribed and invokes on the connection', async () => {
    const fake = fakeConnection();
    const link = linkOfConnection(fake.connection);
    const seen: unknown[] = [];
    const off = link.on('ServiceDeskQueueChanged', (payload) => seen.push(payload));
    fake.emit('ServiceDeskQueueChanged', 1);
    off();
    fake.emit('ServiceDeskQueueChanged', 2);
    expect(seen).toEqual([1]);
    await link.invoke('ServiceDeskTake', { SessionId: 3 });
    expect(fake.connection.invoke).toHaveBeenCalledWith('ServiceDeskTake', { SessionId: 3 });
    await link.stop();
    expect(link.state()).toBe('Closed');
  });
});
