import { WebSocket, type RawData } from 'ws';
import { type Connection } from '../connection/connection.ts';
import { type Frame } from '../protocol/frame.ts';
import { type TransportSink } from './transport-sink.ts';

/** ASP.NET's WebSocket CloseTimeout: after our close frame, wait this long for the client's. */
const CLOSE_TIMEOUT_MS = 5_000;
/** RFC 6455: the socket went away without a close frame (reset, network loss, our terminate). */
const ABNORMAL_CLOSURE = 1006;

export class WebSocketSink implements TransportSink {
  readonly kind = 'WebSockets';
  /** Set when we cut a stalled reader off: a lost transport, not a clean end. */
  wasCutOff = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly maxBufferedBytes: number,
  ) {}

  send(frame: Frame): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > this.maxBufferedBytes) {
      this.wasCutOff = true;
      this.socket.terminate();
      return;
    }
    // Text frames only: the JSON client throws on binary data. The bytes are shared by a broadcast.
    this.socket.send(frame.utf8, { binary: false });
  }

  end(): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.close(1000);
    setTimeout(() => this.socket.terminate(), CLOSE_TIMEOUT_MS).unref();
  }

  abort(): void {
    this.socket.terminate();
  }
}

function toText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/**
 * Serves a connection over an upgraded WebSocket, as its first transport or, for a stateful
 * client, as a reattach. Events of a socket that was since replaced are ignored.
 */
export function serveWebSocket(
  socket: WebSocket,
  connection: Connection,
  options: { maxBufferedBytes: number; isReattach: boolean },
): void {
  const sink = new WebSocketSink(socket, options.maxBufferedBytes);
  socket.on('message', (data) => {
    if (connection.isCurrentSink(sink)) connection.receive(toText(data));
  });
  socket.on('close', (code) => {
    // A close frame (any code but 1006) is the client saying goodbye: end now, no reattach window.
    if (connection.isCurrentSink(sink)) {
      connection.transportLost(code !== ABNORMAL_CLOSURE && !sink.wasCutOff);
    }
  });
  // A 'close' event always follows an error; there is nothing more to do here.
  socket.on('error', () => {});
  if (options.isReattach) connection.reattach(sink);
  else connection.activate(sink);
}
