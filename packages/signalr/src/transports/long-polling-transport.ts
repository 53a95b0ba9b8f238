import { type ServerResponse } from 'node:http';
import { type Frame } from '../protocol/frame.ts';
import { type TransportSink } from './transport-sink.ts';

const NO_CACHE = {
  'Cache-Control': 'no-cache, no-store',
  Pragma: 'no-cache',
  Expires: 'Thu, 01 Jan 1970 00:00:00 GMT',
};

interface HeldPoll {
  response: ServerResponse;
  timer: NodeJS.Timeout;
}

/**
 * Long polling: the client keeps one GET open; we answer it with everything queued (200), with an
 * empty 200 after `pollTimeoutMs`, or with 204 once the connection has ended. The client treats
 * 204 as a clean end and 404 as an error, so a closed connection stays findable until its last
 * poll has collected the queued Close message and the 204 (`onFinished`).
 */
export class LongPollingSink implements TransportSink {
  readonly kind = 'LongPolling';
  private queue: string[] = [];
  private held: HeldPoll | null = null;
  private isEnded = false;
  private isFlushScheduled = false;
  private lastPollEndedAt: number;

  constructor(
    private readonly options: { pollTimeoutMs: number; now: () => number },
    private readonly onFinished: () => void,
  ) {
    this.lastPollEndedAt = options.now();
  }

  /** The very first poll activates the connection and returns at once, empty (as ASP.NET). */
  answerFirstPoll(response: ServerResponse): void {
    respond(response, 200);
    this.lastPollEndedAt = this.options.now();
  }

  poll(response: ServerResponse): void {
    // A newer poll replaces a held one; the client has usually abandoned the old one already.
    if (this.held) this.complete(204);
    if (this.queue.length > 0) {
      respond(response, 200, this.drain());
      this.lastPollEndedAt = this.options.now();
      return;
    }
    if (this.isEnded) {
      respond(response, 204);
      this.onFinished();
      return;
    }
    const timer = setTimeout(() => this.complete(200), this.options.pollTimeoutMs);
    this.held = { response, timer };
    response.on('close', () => {
      // The client aborted the poll (its stop(), or a timeout of its own).
      if (this.held?.response !== response) return;
      clearTimeout(timer);
      this.held = null;
      this.lastPollEndedAt = this.options.now();
    });
  }

  send(frame: Frame): void {
    if (this.isEnded) return;
    this.queue.push(frame.text);
    // Deferred a turn, so that messages sent together leave in one response.
    if (this.held && !this.isFlushScheduled) {
      this.isFlushScheduled = true;
      setImmediate(() => {
        this.isFlushScheduled = false;
        if (this.held && this.queue.length > 0) this.complete(200);
      });
    }
  }

  end(): void {
    if (this.isEnded) return;
    this.isEnded = true;
    if (this.held) this.complete(this.queue.length > 0 ? 200 : 204);
  }

  abort(): void {
    this.queue = [];
    this.end();
  }

  idleSince(): number | null {
    return this.held ? null : this.lastPollEndedAt;
  }

  private complete(status: 200 | 204): void {
    const held = this.held!;
    this.held = null;
    clearTimeout(held.timer);
    this.lastPollEndedAt = this.options.now();
    if (status === 204) {
      respond(held.response, 204);
      if (this.isEnded) this.onFinished();
    } else {
      respond(held.response, 200, this.drain());
    }
  }

  private drain(): string {
    const body = this.queue.join('');
    this.queue = [];
    return body;
  }
}

function respond(response: ServerResponse, status: 200 | 204, body = ''): void {
  if (response.writableEnded || response.destroyed) return;
  if (status === 204) {
    response.writeHead(204, NO_CACHE).end();
    return;
  }
  response
    .writeHead(200, {
      ...NO_CACHE,
      'Content-Type': 'application/octet-stream',
      'Content-Length': Buffer.byteLength(body),
    })
    .end(body);
}
