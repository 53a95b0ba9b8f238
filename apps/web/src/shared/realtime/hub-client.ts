import type { HubConnection } from '@microsoft/signalr';

/** The connection states of SPEC §4. */
export type THubState =
  'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting' | 'Reconnecting';

export type THubTransport = 'WebSockets' | 'LongPolling';

/** SPEC §9: the realtime constants the wrapper applies. */
export const hubTiming = {
  transportRetryMs: 1000,
  restartMinMs: 500,
  restartMaxMs: 1500,
  heartbeatMs: 5 * 60_000,
  serverTimeoutMs: 30_000,
  keepAliveMs: 15_000,
  reconnectDelaysMs: [0, 2000, 10_000, 30_000],
  statefulReconnectBufferBytes: 100_000,
} as const;

/** What the wrapper needs of the official client's connection; a test gives a fake one. */
export type THubConnection = Pick<
  HubConnection,
  'start' | 'stop' | 'onclose' | 'onreconnecting' | 'onreconnected' | 'on' | 'off' | 'invoke'
>;

export interface THubClientDeps {
  /** Builds a connection that uses one transport (the product alternates between two). */
  connect(transport: THubTransport): THubConnection;
  random(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export type TConnectedListener = (connected: boolean) => void;

/**
 * The product's wrapper over the official SignalR client (SPEC §4): start only from
 * Disconnected; WebSockets first, on failure alternate with Long Polling every 1 s; the client's
 * own reconnects (0, 2, 10, 30 s); after a close while connected, a fresh start in 0.5 to 1.5 s;
 * stop() for good; a heartbeat every 5 minutes; listeners told when connected changes.
 */
export function createHubClient(deps: THubClientDeps) {
  let state: THubState = 'Disconnected';
  let connection: THubConnection | null = null;
  let stopped = false;
  let retry: unknown = null;
  let heartbeat: unknown = null;
  const listeners = new Set<TConnectedListener>();
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  let connectedBefore = false;

  const setState = (next: THubState) => {
    state = next;
    const connected = next === 'Connected';
    if (connected !== connectedBefore) {
      connectedBefore = connected;
      for (const listener of listeners) listener(connected);
    }
  };

  const startHeartbeat = () => {
    stopHeartbeat();
    heartbeat = deps.setInterval(() => {
      void connection?.invoke('UpdateConnectionActiveTime').catch(() => undefined);
    }, hubTiming.heartbeatMs);
  };
  const stopHeartbeat = () => {
    if (heartbeat !== null) deps.clearInterval(heartbeat);
    heartbeat = null;
  };

  function wire(next: THubConnection) {
    for (const [method, set] of handlers) for (const handler of set) next.on(method, handler);
    next.onreconnecting(() => {
      stopHeartbeat();
      setState('Reconnecting');
    });
    next.onreconnected(() => {
      setState('Connected');
      startHeartbeat();
    });
    next.onclose(() => {
      const wasUp = state === 'Connected' || state === 'Reconnecting';
      stopHeartbeat();
      connection = null;
      setState('Disconnected');
      if (stopped || !wasUp) return;
      const delay =
        hubTiming.restartMinMs + deps.random() * (hubTiming.restartMaxMs - hubTiming.restartMinMs);
      retry = deps.setTimeout(() => void attempt('WebSockets'), delay);
    });
  }

  async function attempt(transport: THubTransport): Promise<void> {
    retry = null;
    if (stopped) return;
    setState('Connecting');
    const next = deps.connect(transport);
    wire(next);
    connection = next;
    try {
      await next.start();
      if (stopped) {
        await next.stop();
        return;
      }
      setState('Connected');
      startHeartbeat();
    } catch {
      connection = null;
      if (stopped) {
        setState('Disconnected');
        return;
      }
      state = 'Disconnected';
      const other: THubTransport = transport === 'WebSockets' ? 'LongPolling' : 'WebSockets';
      retry = deps.setTimeout(() => void attempt(other), hubTiming.transportRetryMs);
    }
  }

  return {
    state: () => state,
    /** Starts connecting; false when not Disconnected (SPEC §4: start only from there). */
    start(): boolean {
      if (state !== 'Disconnected' || retry !== null) return false;
      stopped = false;
      void attempt('WebSockets');
      return true;
    },
    async stop(): Promise<void> {
      stopped = true;
      if (retry !== null) deps.clearTimeout(retry);
      retry = null;
      stopHeartbeat();
      const current = connection;
      if (!current) {
        setState('Disconnected');
        return;
      }
      setState('Disconnecting');
      await current.stop().catch(() => undefined);
      connection = null;
      setState('Disconnected');
    },
    onConnectedChange(listener: TConnectedListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Subscribes to a hub event on this and every later connection. */
    on(method: string, handler: (...args: unknown[]) => void): () => void {
      const set = handlers.get(method) ?? new Set();
      set.add(handler);
      handlers.set(method, set);
      connection?.on(method, handler);
      return () => {
        set.delete(handler);
        connection?.off(method, handler);
      };
    },
    invoke<T>(method: string, ...args: unknown[]): Promise<T> {
      if (!connection || state !== 'Connected')
        return Promise.reject(new Error(`hub not connected (${state})`));
      return connection.invoke<T>(method, ...args);
    },
  };
}

export type THubClient = ReturnType<typeof createHubClient>;
