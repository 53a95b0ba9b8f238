import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer. The web app is Vite's build: module scripts and
 * style sheets from its own origin, a module worker for pricing, no inline script and no eval.
 * `connect-src 'self'` covers the API and the hub over every SignalR transport (CSP Level 3
 * matches ws:/wss: of the same host). Logos and banners may sit on the merchant's CDN (https).
 * `frame-ancestors 'none'`: no site may frame the product (clickjacking a bet or a withdrawal).
 */
export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    workerSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

const hstsHeader = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (pages, assets, API, errors) through @fastify/helmet, plus two
 * that depend on the request:
 * - HSTS only when the request came over TLS: directly, or through a proxy that says so in
 *   X-Forwarded-Proto when TRUST_PROXY is set (Fastify's `request.protocol`). Sent over plain
 *   HTTP it would be ignored, and sent by a proxy-less test server it would pin a browser to a
 *   TLS port nobody serves.
 * - `Cache-Control: no-store` on the answers of authenticated routes (errors included), unless
 *   the route set a policy of its own: balances, records and tokens must not stay in a shared
 *   cache or in the browser's disk cache after logout.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  void app.register(helmet, {
    global: true,
    contentSecurityPolicy,
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', hstsHeader);
  });
  app.addHook('onSend', async (request, reply) => {
    const { access } = request.routeOptions.config;
    if (access && access !== 'public' && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
