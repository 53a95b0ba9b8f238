import { ProtocolError, WireError } from '../protocol/errors.ts';
import { Frame } from '../protocol/frame.ts';
import { handshakeResponse, parseHandshake } from '../protocol/handshake.ts';
import { MessageType } from '../protocol/messages.ts';
import { parseHubMessage } from '../protocol/parse-message.ts';
import { RecordReader } from '../protocol/record-reader.ts';
import { type ResolvedOptions } from '../options.ts';
import { type TransportKind, type TransportSink } from '../transports/transport-sink.ts';
import { KeepAlive } from './keep-alive.ts';
import { StatefulBuffer } from './stateful-buffer.ts';
import {
  type CloseOptions,
  type ConnectionEvents,
  type ConnectionInit,
  type ConnectionState,
} from './connection-types.ts';

const PING = Frame.of({ type: MessageType.Ping });

/** One client connection: handshake, hub-message parsing, keep-alive, stateful reconnect. */
export class Connection {
  readonly connectionId: string;
  readonly token: string;
  readonly userId: string | null;
  readonly query: URLSearchParams;
  /** Free for the host's hub methods (ASP.NET's Context.Items). */
  readonly items = new Map<string, unknown>();
  state: ConnectionState = 'inactive';
  transport: TransportKind | null = null;

  private sink: TransportSink | null = null;
  private reader: RecordReader;
  private keepAlive: KeepAlive | null = null;
  private stateful: StatefulBuffer | null = null;
  /** Start of the current stretch without a transport, or of the handshake wait. */
  private waitingSince: number;
  private readonly hasNegotiatedStatefulReconnect: boolean;

  constructor(
    init: ConnectionInit,
    private readonly options: ResolvedOptions,
    private readonly events: ConnectionEvents,
  ) {
    this.connectionId = init.connectionId;
    this.token = init.token;
    this.userId = init.userId;
    this.query = init.query;
    this.hasNegotiatedStatefulReconnect = init.hasNegotiatedStatefulReconnect;
    this.reader = new RecordReader(options.maxMessageChars);
    this.waitingSince = options.now();
  }

  /** Stateful reconnect is in force: a lost WebSocket waits for the client to reattach. */
  get isStateful(): boolean {
    return this.stateful !== null && !this.stateful.isOverflowed;
  }

  isCurrentSink(sink: TransportSink): boolean {
    return this.sink === sink;
  }

  /** The transport in use; kept after close so that a long poll can still collect the end. */
  get currentSink(): TransportSink | null {
    return this.sink;
  }

  /** When the connection closed (meaningful once `state` is 'closed'). */
  get closedAt(): number {
    return this.waitingSince;
  }

  /** The first transport request: a WebSocket, an SSE stream or the first poll. */
  activate(sink: TransportSink): void {
    this.transport = sink.kind;
    this.sink = sink;
    this.state = 'handshaking';
    this.waitingSince = this.options.now();
  }

  /** A stateful client is back on a new WebSocket: no handshake, just Sequence and a replay. */
  reattach(sink: TransportSink): void {
    const stateful = this.stateful!;
    this.sink?.abort();
    this.sink = sink;
    this.reader = new RecordReader(this.options.maxMessageChars);
    const { sequenceId, frames } = stateful.reattach();
    sink.send(Frame.of({ type: MessageType.Sequence, sequenceId }));
    for (const frame of frames) sink.send(frame);
    this.keepAlive!.markSent();
    this.keepAlive!.received(this.options.now(), false);
  }

  /** Text from the transport: any number of records, possibly a partial one at the end. */
  receive(chunk: string): void {
    if (this.state === 'closed' || this.state === 'inactive') return;
    const now = this.options.now();
    try {
      for (const record of this.reader.push(chunk)) {
        if (this.state === 'handshaking') this.handshake(record, now);
        else if (this.state === 'connected') this.handleRecord(record, now);
      }
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      this.close({
        message: {
          type: MessageType.Close,
          error: WireError.connectionError,
          allowReconnect: true,
        },
        reason: error,
      });
    }
  }

  /** Writes one record; before the handshake reply and after close nothing goes out. */
  send(frame: Frame): void {
    if (this.state !== 'connected') return;
    if (frame.isTrackable && this.stateful) {
      this.stateful.track(frame);
      if (this.stateful.isOverflowed && this.sink === null) {
        this.close({ reason: new Error('Stateful reconnect buffer overflowed while detached.') });
        return;
      }
    }
    if (this.sink) {
      this.sink.send(frame);
      this.keepAlive!.markSent();
    }
  }

  /**
   * The transport went away. A stateful WebSocket lost without a close frame waits for a reattach;
   * anything else ends the connection.
   */
  transportLost(isGraceful: boolean): void {
    if (this.state === 'closed') return;
    if (!isGraceful && this.state === 'connected' && this.isStateful) {
      this.sink = null;
      this.waitingSince = this.options.now();
      return;
    }
    this.close({ reason: isGraceful ? undefined : new Error('The transport was lost.') });
  }

  close(options: CloseOptions = {}): void {
    if (this.state === 'closed') return;
    const wasConnected = this.state === 'connected';
    this.state = 'closed';
    this.waitingSince = this.options.now();
    if (wasConnected && options.message) this.sink?.send(Frame.of(options.message));
    this.sink?.end();
    this.stateful = null;
    this.events.closed(this, options.reason, wasConnected);
  }

  /** Called by the hub's heartbeat: keep-alive, timeouts and stateful acks. */
  heartbeat(now: number): void {
    const waited = now - this.waitingSince;
    if (this.state === 'inactive') {
      // A client whose transport failed negotiates again, orphaning this connection.
      if (waited >= this.options.disconnectTimeoutMs) this.close();
    } else if (this.state === 'handshaking') {
      if (waited >= this.options.handshakeTimeoutMs)
        this.failHandshake(WireError.handshakeCanceled);
    } else if (this.state === 'connected') {
      this.connectedHeartbeat(now);
    }
  }

  private connectedHeartbeat(now: number): void {
    const sink = this.sink;
    if (sink === null) {
      if (now - this.waitingSince >= this.options.disconnectTimeoutMs) {
        this.close({ reason: new Error('The client did not reattach in time.') });
      }
      return;
    }
    const idleSince = sink.idleSince?.() ?? null;
    if (idleSince !== null && now - idleSince >= this.options.disconnectTimeoutMs) {
      this.close({ reason: new Error('The client stopped polling.') });
      return;
    }
    const ack = this.stateful?.takeAck();
    if (ack) sink.send(Frame.of({ type: MessageType.Ack, sequenceId: ack }));
    // Long polling keeps itself alive by its polls: no pings, no client timeout (as in ASP.NET).
    if (sink.kind === 'LongPolling') return;
    const action = this.keepAlive!.check(now);
    if (action === 'ping') {
      sink.send(PING);
    } else if (action === 'timeout') {
      this.close({
        message: {
          type: MessageType.Close,
          error: WireError.connectionError,
          allowReconnect: true,
        },
        reason: new Error('The client timed out.'),
      });
    }
  }

  private handshake(record: string, now: number): void {
    const result = parseHandshake(record);
    if (!result.ok) {
      this.failHandshake(result.error);
      return;
    }
    // As in ASP.NET, a stateful negotiate followed by a version-1 handshake runs without it.
    const isStateful =
      this.hasNegotiatedStatefulReconnect && this.transport === 'WebSockets' && result.version >= 2;
    if (isStateful) this.stateful = new StatefulBuffer(this.options.statefulReconnectBufferChars);
    this.keepAlive = new KeepAlive(this.options, now);
    this.state = 'connected';
    this.sink!.send(new Frame(handshakeResponse(), false));
    this.events.connected(this);
  }

  private failHandshake(error: string): void {
    this.sink?.send(new Frame(handshakeResponse(error), false));
    this.close({ reason: new Error(error) });
  }

  private handleRecord(record: string, now: number): void {
    const message = parseHubMessage(record);
    this.keepAlive!.received(now, message?.type === MessageType.Ping);
    if (message === null) return;
    const stateful = this.stateful;
    switch (message.type) {
      case MessageType.Ping:
        return;
      case MessageType.Close:
        // The client is stopping: a clean end, no reply.
        this.close();
        return;
      case MessageType.Sequence:
        if (stateful && !stateful.resetSequence(message.sequenceId)) {
          throw new ProtocolError('Sequence ID greater than amount of messages we have received.');
        }
        return;
      case MessageType.Ack:
        stateful?.ack(message.sequenceId);
        return;
    }
    if (stateful && (stateful.isAwaitingSequence || !stateful.shouldProcess())) return;
    this.events.message(this, message);
  }
}
