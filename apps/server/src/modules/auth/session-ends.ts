import type { TEndReason } from './sessions.ts';

/**
 * Told, after the ending transaction committed, which sessions just ended and why; the hub closes
 * their connections on every instance. Before the commit a closed client could reconnect on the
 * still-live session.
 */
export interface TSessionEnds {
  ended(sessionIds: readonly string[], reason: TEndReason): void;
}
