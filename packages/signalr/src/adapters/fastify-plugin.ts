import { type IncomingMessage } from 'node:http';
import { type Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Hub } from '../hub/hub.ts';

export interface SignalRFastifyOptions {
  hub: Hub;
  /** The hub's absolute URL path, e.g. '/Hub' (a register `prefix` is not applied). */
  path: string;
}

/**
 * Mounts the hub on Fastify: `await app.register(signalRFastifyPlugin, { hub, path: '/Hub' })`.
 *
 * Routes `{path}` (GET, POST, DELETE, OPTIONS) and `{path}/negotiate` (POST, OPTIONS) hand the raw
 * request to the hub: the send endpoint's text/plain bodies must stream past Fastify's parser and
 * body limit, so this plugin's own scope takes any body unparsed. WebSocket upgrades are taken on
 * `app.server`. The hub closes in `preClose`, before the server stops accepting, so that open SSE
 * streams and long polls end and do not hold `app.close()` up.
 */
export async function signalRFastifyPlugin(
  app: FastifyInstance,
  options: SignalRFastifyOptions,
): Promise<void> {
  const { hub, path } = options;
  const handler = hub.createHandler(path);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const serve = (request: FastifyRequest, reply: FastifyReply) => {
    // Headers set by hooks (CORS, for one) live on the reply until Fastify sends it: copy them,
    // since the hub writes the raw response itself.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    // Only under a register `prefix` would the paths differ: answer rather than hang.
    if (!handler.handleRequest(request.raw, reply.raw)) reply.raw.writeHead(404).end();
  };
  app.route({ method: ['GET', 'POST', 'DELETE', 'OPTIONS'], url: path, handler: serve });
  app.route({ method: ['POST', 'OPTIONS'], url: `${path}/negotiate`, handler: serve });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (handler.handleUpgrade(request, socket, head)) return;
    if (app.server.listenerCount('upgrade') === 1) socket.destroy();
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await hub.close();
  });
}
