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
 * What only a document reads: framing, window isolation, legacy browsers' switches. A script, a
 * style sheet, a font or a picture never shows as a page, and carried them for nothing: some 210
 * bytes on each of the fifty-odd files and answers of a phone's first bet page. The policy stays
 * on scripts, since a worker runs under the policy its script came with.
 */
const documentOnlyHeaders = [
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/**
 * An answer of data (JSON) is never a page either: nothing may run in it, load from it or frame
 * it, the policy OWASP gives a REST API, in place of the web app's (300 bytes).
 */
const dataContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

const mediaTypeOf = (contentType: unknown) =>
  typeof contentType === 'string' ? (contentType.split(';')[0] ?? '').trim().toLowerCase() : '';
const isJson = (mediaType: string) => /^application\/(?:[\w.+-]+\+)?json$/.test(mediaType);
/** Kinds of file a browser never renders as a page (an SVG picture may be one: not listed). */
const neverAPage = new Set([
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/wasm',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);
const isNeverAPage = (mediaType: string) =>
  neverAPage.has(mediaType) || mediaType.startsWith('font/');

function removeDocumentOnlyHeaders(reply: FastifyReply): void {
  for (const name of documentOnlyHeaders) reply.removeHeader(name);
}

function narrowToDataHeaders(reply: FastifyReply): void {
  removeDocumentOnlyHeaders(reply);
  reply.header('Content-Security-Policy', dataContentSecurityPolicy);
}

/** Narrows the document's headers to what this answer's kind of content reads. */
function narrowToContent(reply: FastifyReply): void {
  const mediaType = mediaTypeOf(reply.getHeader('content-type'));
  if (isJson(mediaType)) narrowToDataHeaders(reply);
  else if (isNeverAPage(mediaType)) removeDocumentOnlyHeaders(reply);
}

/**
 * Sets the security headers of every answer on this reply (synchronously: helmet's middleware
 * calls its `next` at once). HSTS only when the request came over TLS: directly, or through a
 * proxy that says so in X-Forwarded-Proto when TRUST_PROXY is set (Fastify's `request.protocol`);
 * sent over plain HTTP it would be ignored, and sent by a proxy-less test server it would pin a
 * browser to a TLS port nobody serves.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', hstsHeader);
  setHelmetHeaders(request.raw, reply.raw, () => {});
}

/** The headers of a JSON answer that goes out without the hooks (the framework's refusals). */
export function setDataSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  setSecurityHeaders(request, reply);
  narrowToDataHeaders(reply);
}

/**
 * Security headers on every answer (pages, assets, API, errors), the document's set narrowed to
 * what the answer's kind of content reads, and `Cache-Control: no-store` on the answers of
 * authenticated routes (errors included) unless the route set a policy of its own:
 * balances, records and tokens must not stay in a shared cache or in the browser's disk cache
 * after logout. Call it before any other hook: an earlier onRequest hook that refuses the request
 * (site guard, malformed query) would skip the ones after it, and its answer would go out bare.
 * helmet is called from this hook rather than through @fastify/helmet, whose hooks arrive only
 * when its plugin loads, after every hook added directly.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => setSecurityHeaders(request, reply));
  app.addHook('onSend', async (request, reply) => {
    narrowToContent(reply);
    const { access } = request.routeOptions.config;
    if (access && access !== 'public' && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
