import type { FastifyInstance } from 'fastify';

/**
 * Where outside parties (a gateway's callbacks and return page) reach this server: PUBLIC_URL
 * when set (behind a proxy or a domain), else the address the server listens on, read when
 * asked because a test server's port is known only once it listens.
 */
export function publicUrlOf(app: FastifyInstance, configured: string | undefined): () => string {
  return () => {
    if (configured) return configured;
    const address = app.server.address();
    if (address === null || typeof address === 'string')
      throw new Error('the server is not listening on a port yet: set PUBLIC_URL');
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
  };
}
