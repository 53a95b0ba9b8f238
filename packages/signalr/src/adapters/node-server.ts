import { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type Duplex } from 'node:stream';
import { type Hub } from '../hub/hub.ts';
import { respondText } from '../http/respond.ts';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Mounts the hub on a bare Node `http.Server` at `path`. Requests under the path go to the hub;
 * others go to the server's existing 'request' listeners (or get a 404 when it has none), which
 * is how socket.io shares a server. Upgrades to other paths are left to other 'upgrade' listeners,
 * or destroyed when there are none. Returns a function that detaches the hub again.
 */
export function attachToNodeServer(
  server: Server,
  hub: Hub,
  options: { path: string },
): () => void {
  const handler = hub.createHandler(options.path);
  const previous = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');

  const onRequest: RequestListener = (request, response) => {
    if (handler.handleRequest(request, response)) return;
    if (previous.length === 0) respondText(response, 404, 'Not Found');
    for (const listener of previous) listener.call(server, request, response);
  };
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (handler.handleUpgrade(request, socket, head)) return;
    if (server.listenerCount('upgrade') === 1) socket.destroy();
  };
  server.on('request', onRequest);
  server.on('upgrade', onUpgrade);

  return () => {
    server.off('request', onRequest);
    server.off('upgrade', onUpgrade);
    for (const listener of previous) server.on('request', listener);
  };
}
