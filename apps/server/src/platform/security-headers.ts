import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

const setHelmetHeaders = helmet({
  contentSecurityPolicy,
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
});

/**
 * Sets the security headers of every answer on this reply (synchronously: helmet's middleware
 * calls its `next` at once). HSTS only when the request came over TLS: directly, or through a
 * proxy that says so in X-Forwarded-Proto when TRUST_PROXY is set (Fastify's `request.protocol`);
 * sent over plain HTTP it would be ignored, and sent by a proxy-less test server it would pin a
 * browser to a TLS port nobody serves. The framework's own refusals (bad URL, over-long
 * parameter), answered before any hook runs, call it themselves.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', hstsHeader);
  setHelmetHeaders(request.raw, reply.raw, () => {});
}

/**
 * Security headers on every answer (pages, assets, API, errors), and `Cache-Control: no-store` on
 * the answers of authenticated routes (errors included) unless the route set a policy of its own:
 * balances, records and tokens must not stay in a shared cache or in the browser's disk cache
 * after logout. Call it before any other hook: an earlier onRequest hook that refuses the request
 * (site guard, malformed query) would skip the ones after it, and its answer would go out bare.
 * helmet is called from this hook rather than through @fastify/helmet, whose hooks arrive only
 * when its plugin loads, after every hook added directly.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => setSecurityHeaders(request, reply));
  app.addHook('onSend', async (request, reply) => {
    const { access } = request.routeOptions.config;
    if (access && access !== 'public' && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
