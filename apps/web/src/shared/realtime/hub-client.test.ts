import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createHubClient,
  hubTiming,
  type THubConnection,
  type THubTransport,
} from './hub-client.ts';

/** A stand-in for the official client's connection, driven by the test. */
class FakeConnection {
  closeHandlers: ((error?: Error) => void)[] = [];
  reconnectingHandlers: (() => void)[] = [];
  reconnectedHandlers: (() => void)[] = [];
  invoked: string[] = [];
  events = new Map<string, ((...args: unknown[]) => void)[]>();
  constructor(
    readonly transport: THubTransport,
    private readonly outcome: 'ok' | 'fail',
  ) {}
  start = vi.fn(() =>
    this.outcome === 'ok' ? Promise.resolve() : Promise.reject(new Error('refused')),
  );
  stop = vi.fn(() => {
    this.close();
    return Promise.resolve();
  });
  onclose(handler: (error?: Error) => void) {
    this.closeHandlers.push(handler);
  }
  onreconnecting(handler: () => void) {
    this.reconnectingHandlers.push(handler);
  }
  onreconnected(handler: () => void) {
    this.reconnectedHandlers.push(handler);
  }
  on(method: string, handler: (...args: unknown[]) => void) {
    this.events.set(method, [...(this.events.get(method) ?? []), handler]);
  }
  off() {}
  invoke(method: string) {
    this.invoked.push(method);
    return Promise.resolve(undefined);
  }
  close() {
    for (const handler of this.closeHandlers) handler();
  }
}

describe('hub client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(outcomes: ('ok' | 'fail')[], random = 0.5) {
    const made: FakeConnection[] = [];
    const client = createHubClient({
      connect(transport) {
        const connection = new FakeConnection(transport, outcomes[made.length] ?? 'ok');
        made.push(connection);
        return connection as unknown as THubConnection;
      },
      random: () => random,
      setTimeout: (cb, ms) => setTimeout(cb, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      setInterval: (cb, ms) => setInterval(cb, ms),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    });
    const changes: boolean[] = [];
    client.onConnectedChange((connected) => changes.push(connected));
    return { client, made, changes };
  }

  it('starts with WebSockets, only from Disconnected, and tells listeners', async () => {
    const { client, made, changes } = setup(['ok']);
    expect(client.start()).toBe(true);
    expect(client.state()).toBe('Connecting');
    expect(client.start()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.state()).toBe('Connected');
    expect(made.map((c) => c.transport)).toEqual(['WebSockets']);
    expect(changes).toEqual([true]);
    expect(client.start()).toBe(false);
  });

  it('alternates WebSockets and Long Polling every second while starting fails', async () => {
    const { client, made } = setup(['fail', 'fail', 'fail', 'ok']);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(hubTiming.transportRetryMs - 1);
    expect(made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(2 * hubTiming.transportRetryMs);
    expect(made.map((c) => c.transport)).toEqual([
      'WebSockets',
      'LongPolling',
      'WebSockets',
      'LongPolling',
    ]);
    expect(client.state()).toBe('Connected');
  });

  it('restarts 0.5 to 1.5 s after a close while connected', async () => {
    const { client, made, changes } = setup(['ok', 'ok'], 0.25);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    made[0]!.close();
    expect(client.state()).toBe('Disconnected');
    expect(changes).toEqual([true, false]);
    const delay = hubTiming.restartMinMs + 0.25 * (hubTiming.restartMaxMs - hubTiming.restartMinMs);
    await vi.advanceTimersByTimeAsync(delay - 1);
    expect(made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(made).toHaveLength(2);
    expect(client.state()).toBe('Connected');
    expect(changes).toEqual([true, false, true]);
  });

  it('follows the official client through its own reconnects', async () => {
    const { client, made, changes } = setup(['ok']);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    for (const handler of made[0]!.reconnectingHandlers) handler();
    expect(client.state()).toBe('Reconnecting');
    for (const handler of made[0]!.reconnectedHandlers) handler();
    expect(client.state()).toBe('Connected');
    expect(changes).toEqual([true, false, true]);
  });

  it('does not restart after stop()', async () => {
    const { client, made } = setup(['ok']);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    await client.stop();
    expect(client.state()).toBe('Disconnected');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(made).toHaveLength(1);
  });

  it('stop() during the transport retries cancels them', async () => {
    const { client, made } = setup(['fail', 'ok']);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    await client.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(made).toHaveLength(1);
    expect(client.start()).toBe(true);
  });

  it('sends the heartbeat every 5 minutes while connected', async () => {
    const { client, made } = setup(['ok']);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(hubTiming.heartbeatMs * 2);
    expect(made[0]!.invoked).toEqual(['UpdateConnectionActiveTime', 'UpdateConnectionActiveTime']);
    await client.stop();
    await vi.advanceTimersByTimeAsync(hubTiming.heartbeatMs);
    expect(made[0]!.invoked).toHaveLength(2);
  });

  it('keeps event handlers across connections', async () => {
    const { client, made } = setup(['ok', 'ok']);
    const handler = vi.fn();
    client.on('ReceiveWinningNumber', handler);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    made[0]!.close();
    await vi.advanceTimersByTimeAsync(hubTiming.restartMaxMs);
    expect(made[1]!.events.get('ReceiveWinningNumber')).toEqual([handler]);
  });
});
