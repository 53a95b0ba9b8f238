import { createClient } from 'redis';
import { type Logger } from '../options.ts';
import { type Backplane } from './backplane.ts';

type RedisClient = ReturnType<typeof createClient>;

export interface RedisBackplaneOptions {
  /** e.g. `redis://127.0.0.1:6379`. */
  url: string;
  /** Prepended to every channel, so that deployments (or test runs) sharing a Redis stay apart. */
  channelPrefix?: string;
  logger?: Logger;
}

/**
 * Redis pub/sub. Two connections, as Redis requires: a connection in subscribe mode can run no
 * other command. Plain SUBSCRIBE per channel rather than one PSUBSCRIBE pattern, so Redis sends an
 * instance only what it has local members for. The client resubscribes by itself after a
 * reconnect; what was published in between is lost (pub/sub is at most once).
 */
export class RedisBackplane implements Backplane {
  private constructor(
    private readonly publisher: RedisClient,
    private readonly subscriber: RedisClient,
    private readonly prefix: string,
  ) {}

  static async connect(options: RedisBackplaneOptions): Promise<RedisBackplane> {
    const publisher = createClient({ url: options.url });
    const subscriber = publisher.duplicate();
    for (const client of [publisher, subscriber]) {
      // Without a listener an 'error' event would throw and take the process down.
      client.on('error', (error: unknown) => {
        options.logger?.warn({ err: error }, 'signalr redis backplane error');
      });
    }
    await Promise.all([publisher.connect(), subscriber.connect()]);
    return new RedisBackplane(publisher, subscriber, options.channelPrefix ?? '');
  }

  async publish(channel: string, payload: string): Promise<void> {
    await this.publisher.publish(this.prefix + channel, payload);
  }

  async subscribe(channel: string, onMessage: (payload: string) => void): Promise<void> {
    await this.subscriber.subscribe(this.prefix + channel, (message) => onMessage(message));
  }

  async unsubscribe(channel: string): Promise<void> {
    await this.subscriber.unsubscribe(this.prefix + channel);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.close(), this.publisher.close()]);
  }
}
