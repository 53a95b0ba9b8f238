import { type Backplane } from './backplane.ts';

/**
 * A message bus inside one process. Hubs built on backplanes of the same bus act as one hub, which
 * is how tests (and a single process with several hubs) exercise scale-out without Redis.
 */
export class InProcessBus {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();

  publish(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      // Asynchronous like a real broker, so nobody relies on a publish being delivered in-line.
      queueMicrotask(() => handler(payload));
    }
  }

  add(channel: string, handler: (payload: string) => void): void {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
  }

  delete(channel: string, handler: (payload: string) => void): void {
    const set = this.handlers.get(channel);
    set?.delete(handler);
    if (set?.size === 0) this.handlers.delete(channel);
  }
}

export class InProcessBackplane implements Backplane {
  private readonly subscriptions = new Map<string, (payload: string) => void>();

  constructor(private readonly bus = new InProcessBus()) {}

  async publish(channel: string, payload: string): Promise<void> {
    this.bus.publish(channel, payload);
  }

  async subscribe(channel: string, onMessage: (payload: string) => void): Promise<void> {
    this.subscriptions.set(channel, onMessage);
    this.bus.add(channel, onMessage);
  }

  async unsubscribe(channel: string): Promise<void> {
    const handler = this.subscriptions.get(channel);
    if (!handler) return;
    this.subscriptions.delete(channel);
    this.bus.delete(channel, handler);
  }

  async close(): Promise<void> {
    for (const channel of [...this.subscriptions.keys()]) await this.unsubscribe(channel);
  }
}
