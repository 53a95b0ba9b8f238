import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The API and the realtime hub; everything else belongs to the web app or the console. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return (
    path.startsWith('/api/') || path === '/api' || path.startsWith('/Hub') || path === '/health'
  );
}

/** True when a request should get the single-page app's index.html instead of a 404. */
export function wantsWebPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(path) &&
    !/\.[a-z0-9]+$/i.test(path)
  );
}

/** The administrators' console (apps/admin), served under /admin. */
export function isAdminPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/admin' || path.startsWith('/admin/');
}

export interface TServeOptions {
  /** Where the app's files are served: '/' for the web app, '/admin/' for the console. */
  prefix?: string;
  /**
   * Whether this app's plugin adds reply.sendFile: only the first app served may (Fastify refuses
   * a second decorator of one name); the other's index goes out through it with its own root.
   */
  decorateReply?: boolean;
}

/**
 * Serves a built single-page app (apps/web/dist, apps/admin/dist) from `root`: hashed assets cached for a year, index.html revalidated on
 * every use, so a new build reaches users on their next navigation. Each file goes out as the
 * build's brotli or gzip copy beside it (`name.br`, `name.gz`) when the request accepts one.
 */
export function serveWebApp(
  app: FastifyInstance,
  root: string,
  { prefix = '/', decorateReply = true }: TServeOptions = {},
): ((reply: FastifyReply) => FastifyReply) | null {
  if (!existsSync(join(root, 'index.html'))) return null;
  void app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header(
        'Cache-Control',
        filePath.includes(`${join(root, 'assets')}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  return (reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html', root);
}
