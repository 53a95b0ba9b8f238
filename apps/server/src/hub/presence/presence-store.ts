/** A live hub connection's session and the player it belongs to. */
export interface TOnlineEntry {
  sessionId: string;
  userId: string;
}

/** Distinct sessions and players with a live hub connection, and the instances that told. */
export interface TOnlineCount {
  sessions: number;
  players: number;
  instances: number;
}

/**
 * Where server instances share who is connected to them (hub/presence/online-presence.ts), so
 * that any instance can count the whole site. An instance's entry lives `ttlMs` unless published
 * again: an instance that crashes drops out by itself.
 */
export interface TPresenceStore {
  /** Replaces this instance's entry with `entries`. */
  publish(instanceId: string, entries: readonly TOnlineEntry[], ttlMs: number): Promise<void>;
  /** Removes this instance's entry at once (a clean shutdown). */
  withdraw(instanceId: string): Promise<void>;
  /** The union over every live instance's entry. */
  count(): Promise<TOnlineCount>;
  close(): Promise<void>;
}
