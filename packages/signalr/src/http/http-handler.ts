import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type Duplex } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { WebSocketServer } from 'ws';
import { type Connection } from '../connection/connection.ts';
import { LongPollingSink } from '../transports/long-polling-transport.ts';
import { serveServerSentEvents } from '../transports/server-sent-events-transport.ts';
import { serveWebSocket } from '../transports/websocket-transport.ts';
import { authenticateRequest, hostQuery } from './authenticate.ts';
import { type ConnectionFactory } from './connection-factory.ts';
import { negotiate } from './negotiate.ts';
import { refuseUpgrade, respondText } from './respond.ts';

/** Framework-neutral entry points; the Node and Fastify adapters call these. */
export interface SignalRHttpHandler {
  /** Takes requests under the hub path (true) and leaves the rest to the caller (false). */
  handleRequest(request: IncomingMessage, response: ServerResponse): boolean;
  /** Takes WebSocket upgrades to the hub path (true); false for other paths. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
}

type Route = 'negotiate' | 'connection';

/**
 * Routes the hub's requests: negotiate, WebSocket upgrades, SSE streams, polls, sends (POST) and
 * long-polling DELETE, with ASP.NET's status codes, which the client acts on: 400 without `id` or
 * on a transport change, 404 for an unknown or ended connection, 405 for a POST to a WebSocket
 * connection, 409 for a second stream.
 */
export function createHttpHandler(path: string, host: ConnectionFactory): SignalRHttpHandler {
  const base = path.replace(/\/+$/, '').toLowerCase();
  const webSockets = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    // Records are limited by maxMessageChars; a frame may carry several of them.
    maxPayload: host.options.maxMessageChars * 16,
  });
  const { options, registry } = host;

  function route(request: IncomingMessage): { route: Route; query: URLSearchParams } | null {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = url.pathname.replace(/\/+$/, '').toLowerCase();
    if (pathname === base) return { route: 'connection', query: url.searchParams };
    if (pathname === `${base}/negotiate`) return { route: 'negotiate', query: url.searchParams };
    return null;
  }

  /** The connection named by `id=`, or the status to answer instead. */
  function find(query: URLSearchParams): Connection | 400 | 404 {
    const token = query.get('id');
    if (!token) return 400;
    const connection = registry.get(token);
    return connection ?? 404;
  }

  async function serve(
    request: IncomingMessage,
    response: ServerResponse,
    { route: matched, query }: { route: Route; query: URLSearchParams },
  ) {
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') return respondText(response, 204);
    if (matched === 'negotiate') {
      if (method !== 'POST') return respondText(response, 405);
      if (host.isClosed) return respondText(response, 503, 'The hub is shutting down.');
      return negotiate(request, response, query, host);
    }
    const found = find(query);
    if (found === 400) return respondText(response, 400, 'Connection ID required');
    if (found === 404) return respondText(response, 404, 'No Connection with that ID');
    const connection = found;
    if (method === 'GET') {
      const isEventStream = request.headers.accept?.includes('text/event-stream') === true;
      return isEventStream
        ? openEventStream(request, response, connection)
        : poll(response, connection);
    }
    if (method === 'POST') return receive(request, response, connection);
    if (method === 'DELETE') return remove(response, connection);
    respondText(response, 405);
  }

  function openEventStream(
    request: IncomingMessage,
    response: ServerResponse,
    connection: Connection,
  ) {
    if (connection.state === 'closed')
      return respondText(response, 404, 'No Connection with that ID');
    if (connection.transport !== null && connection.transport !== 'ServerSentEvents') {
      return respondText(response, 400, 'Cannot change transports mid-connection');
    }
    if (connection.transport !== null)
      return respondText(response, 409, 'Connection is already active');
    serveServerSentEvents(request, response, connection, options.maxBufferedBytes);
  }

  function poll(response: ServerResponse, connection: Connection) {
    if (connection.transport === null) {
      if (connection.state === 'closed')
        return respondText(response, 404, 'No Connection with that ID');
      const sink = new LongPollingSink(options, () => registry.delete(connection));
      connection.activate(sink);
      return sink.answerFirstPoll(response);
    }
    const sink = connection.currentSink;
    if (!(sink instanceof LongPollingSink)) {
      return respondText(response, 400, 'Cannot change transports mid-connection');
    }
    sink.poll(response);
  }

  async function receive(
    request: IncomingMessage,
    response: ServerResponse,
    connection: Connection,
  ) {
    if (connection.state === 'closed')
      return respondText(response, 404, 'No Connection with that ID');
    if (connection.transport === 'WebSockets') {
      return respondText(response, 405, 'POST requests are not allowed for WebSocket connections.');
    }
    if (connection.transport === null) return respondText(response, 400, 'No transport is active.');
    // Records can be split anywhere, UTF-8 sequences included: decode as a stream.
    const decoder = new StringDecoder('utf8');
    for await (const chunk of request) connection.receive(decoder.write(chunk as Buffer));
    connection.receive(decoder.end());
    respondText(response, 200);
  }

  function remove(response: ServerResponse, connection: Connection) {
    if (connection.state === 'closed')
      return respondText(response, 404, 'No Connection with that ID');
    if (connection.transport !== 'LongPolling') {
      return respondText(
        response,
        400,
        'Cannot terminate this connection using the DELETE endpoint.',
      );
    }
    // The client's stop(): a clean end. Its final Close POST may still come, and gets a 404.
    connection.close();
    registry.delete(connection);
    respondText(response, 202);
  }

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, connection: Connection) {
    webSockets.handleUpgrade(request, socket, head, (webSocket) => {
      const isReattach = connection.transport === 'WebSockets';
      if (connection.state === 'closed' || (isReattach && !connection.isStateful)) {
        webSocket.terminate();
        return;
      }
      serveWebSocket(webSocket, connection, {
        maxBufferedBytes: options.maxBufferedBytes,
        isReattach,
      });
    });
  }

  /** skipNegotiation: a WebSocket without `id` is a new connection, authenticated here. */
  async function upgradeWithoutNegotiate(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    query: URLSearchParams,
  ) {
    const identity = await authenticateRequest(options.authenticate, request, query);
    if (identity === null) return refuseUpgrade(socket, 401);
    const connection = host.createConnection({
      userId: identity.userId,
      ...(identity.items ? { items: identity.items } : {}),
      query: hostQuery(query),
      hasNegotiatedStatefulReconnect: false,
      isTokenConnectionId: false,
    });
    upgrade(request, socket, head, connection);
  }

  function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const matched = route(request);
    if (matched?.route !== 'connection') return false;
    socket.on('error', () => {});
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') {
      refuseUpgrade(socket, 400);
    } else if (!matched.query.has('id')) {
      if (host.isClosed) refuseUpgrade(socket, 503);
      else {
        upgradeWithoutNegotiate(request, socket, head, matched.query).catch((error: unknown) => {
          options.logger.error({ err: error }, 'signalr: WebSocket without negotiate failed');
          refuseUpgrade(socket, 500);
        });
      }
    } else {
      const found = find(matched.query);
      if (typeof found === 'number' || found.state === 'closed') refuseUpgrade(socket, 404);
      else if (found.transport === null) upgrade(request, socket, head, found);
      else if (found.transport !== 'WebSockets') refuseUpgrade(socket, 400);
      // A stateful client reattaching (its old socket may look open still); anyone else: 409.
      else if (found.isStateful && found.state === 'connected')
        upgrade(request, socket, head, found);
      else refuseUpgrade(socket, 409);
    }
    return true;
  }

  return {
    handleRequest(request, response) {
      const matched = route(request);
      if (!matched) return false;
      serve(request, response, matched).catch((error: unknown) => {
        options.logger.error({ err: error }, 'signalr: request failed');
        if (!response.headersSent) respondText(response, 500, 'Internal Server Error');
        else response.destroy();
      });
      return true;
    },
    handleUpgrade,
  };
}
