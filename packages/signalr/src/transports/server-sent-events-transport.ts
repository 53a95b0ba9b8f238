import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type Connection } from '../connection/connection.ts';
import { type Frame } from '../protocol/frame.ts';
import { type TransportSink } from './transport-sink.ts';

export class ServerSentEventsSink implements TransportSink {
  readonly kind = 'ServerSentEvents';
  wasCutOff = false;

  constructor(
    private readonly response: ServerResponse,
    private readonly maxBufferedBytes: number,
  ) {}

  send(frame: Frame): void {
    if (this.response.writableEnded || this.response.destroyed) return;
    if (this.response.writableLength > this.maxBufferedBytes) {
      this.wasCutOff = true;
      this.response.destroy();
      return;
    }
    this.response.write(toEvent(frame.text));
  }

  end(): void {
    // Ending the response is how the server ends an SSE connection; the client's onerror then
    // closes it without an error and stops EventSource's own retry.
    if (!this.response.writableEnded) this.response.end();
  }

  abort(): void {
    this.response.destroy();
  }
}

/**
 * One event per write. JSON.stringify never emits a raw newline, so one `data:` line is the rule;
 * a payload with LF still gets one line per line, as ASP.NET does.
 */
function toEvent(payload: string): string {
  if (!payload.includes('\n')) return `data: ${payload}\r\n\r\n`;
  const lines = payload.split('\n').map((line) => `data: ${line.replace(/\r$/, '')}\r\n`);
  return `${lines.join('')}\r\n`;
}

/** Opens the event stream (`GET` with `Accept: text/event-stream`) and makes it the transport. */
export function serveServerSentEvents(
  request: IncomingMessage,
  response: ServerResponse,
  connection: Connection,
  maxBufferedBytes: number,
): void {
  response.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache, no-store',
    Pragma: 'no-cache',
    // Keeps compression middleware away: a compressed stream is buffered and never flushed.
    'Content-Encoding': 'identity',
    'X-Accel-Buffering': 'no',
  });
  request.socket.setNoDelay(true);
  // The client's start() waits for EventSource `open`, so the headers must leave now. ASP.NET's
  // first write is this comment, for a Firefox quirk.
  response.write(':\r\n');
  const sink = new ServerSentEventsSink(response, maxBufferedBytes);
  // The client stops by closing its EventSource: the end of the request is a clean end.
  response.on('close', () => {
    if (connection.isCurrentSink(sink)) connection.transportLost(!sink.wasCutOff);
  });
  connection.activate(sink);
}
