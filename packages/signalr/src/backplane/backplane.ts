/**
 * Carries hub messages between server instances (ASP.NET's Redis backplane, simplified).
 *
 * The hub subscribes to one channel per thing it holds locally: `all`, each group with a local
 * member, each user with a local connection, each local connection, and its own ack channel. It
 * subscribes a channel at most once at a time; `subscribe` resolves once messages published
 * after it are certain to arrive (a group join awaits it, or an event sent right after is missed).
 * Delivery is at most once: what is published while an instance is cut off is lost.
 */
export interface Backplane {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, onMessage: (payload: string) => void): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  close(): Promise<void>;
}
