import { type Frame } from '../protocol/frame.ts';

export type TransportKind = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

/** Where a connection writes. Each `send` carries whole records: the client rejects partial ones. */
export interface TransportSink {
  readonly kind: TransportKind;
  send(frame: Frame): void;
  /** Ends after the frames already sent: WebSocket close 1000, end of the SSE stream, poll 204. */
  end(): void;
  /** Drops the transport without a goodbye (a replaced WebSocket after a stateful reattach). */
  abort(): void;
  /** Long polling only: since when no poll has been held (null while one is). */
  idleSince?(): number | null;
}
