/**
 * A hub connection as a screen's session follows it: the player app's own wrapper
 * (apps/web shared/realtime/hub-client.ts) is one, and linkOfConnection makes one of the official
 * client's HubConnection.
 */
export interface THubLink {
  /** 'Connected' while connected; 'Closed' once it will not come back (linkOfConnection). */
  state(): string;
  /** Told when connected changes (and, for a link that closes for good, when it closes). */
  onConnectedChange(listener: (connected: boolean) => void): () => void;
  /** Subscribes to a hub event; answers the unsubscribe. */
  on(event: string, handler: (...args: unknown[]) => void): () => void;
  invoke<T>(method: string, ...args: unknown[]): Promise<T>;
}

/** What linkOfConnection needs of the official client's HubConnection (a test gives a fake). */
export interface TOfficialConnection {
  start(): Promise<void>;
  stop(): Promise<void>;
  onclose(callback: (error?: Error) => void): void;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  on(method: string, handler: (...args: unknown[]) => void): void;
  off(method: string, handler: (...args: unknown[]) => void): void;
  invoke<T>(method: string, ...args: unknown[]): Promise<T>;
}

export type TLinkState = 'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting' | 'Closed';

export interface TOwnHubLink extends THubLink {
  state(): TLinkState;
  /** Starts once; a failure leaves it Closed (a retry builds a new connection). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The official client's connection as a link. Its automatic reconnects show as Reconnecting;
 * after a close (they gave up, or the server closed it) it is Closed for good, and listeners
 * hear `false` even if it never connected, so a screen waiting for it can say it failed.
 */
export function linkOfConnection(connection: TOfficialConnection): TOwnHubLink {
  let state: TLinkState = 'Disconnected';
  // Read through a call: the checks after an await must not take the state as narrowed before it.
  const currentState = (): TLinkState => state;
  const listeners = new Set<(connected: boolean) => void>();
  const setState = (next: TLinkState) => {
    const wasConnected = state === 'Connected';
    state = next;
    const isConnected = next === 'Connected';
    if (wasConnected !== isConnected || next === 'Closed')
      for (const listener of [...listeners]) listener(isConnected);
  };
  connection.onreconnecting(() => setState('Reconnecting'));
  connection.onreconnected(() => setState('Connected'));
  connection.onclose(() => setState('Closed'));

  return {
    state: currentState,
    onConnectedChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on(event, handler) {
      connection.on(event, handler);
      return () => connection.off(event, handler);
    },
    invoke: (method, ...args) => connection.invoke(method, ...args),
    async start() {
      if (currentState() !== 'Disconnected') return;
      setState('Connecting');
      try {
        await connection.start();
        // A stop while starting closed it already.
        if (currentState() === 'Connecting') setState('Connected');
      } catch (error) {
        setState('Closed');
        throw error;
      }
    },
    async stop() {
      await connection.stop();
      setState('Closed');
    },
  };
}
