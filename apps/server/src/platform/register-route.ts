import { pickLanguage, type TLanguage } from '@lottery/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationError } from './error-reply.ts';
import { isAdminAccess, type TAdminSession, type TAnyRoute, type TSession } from './route.ts';

/** The session a route's access asks for (a player's or an administrator's), or an AppError. */
export type TAuthenticate = (
  request: FastifyRequest,
  route: TAnyRoute,
) => Promise<TSession | TAdminSession>;

export function languageOf(request: FastifyRequest): TLanguage {
  return pickLanguage(request.headers['accept-language']);
}

function parseInput(schema: z.ZodType | undefined, value: unknown, language: TLanguage): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value ?? {}, { reportInput: true });
  if (!parsed.success) throw validationError(parsed.error.issues, language);
  return parsed.data;
}

/**
 * Mounts one route: authenticate, validate params, query and body (a 400 names the first broken
 * rule, before anything touches the database), run the handler, and shape its answer with the
 * response schema so that nothing undeclared leaves the server.
 */
export function registerRoute(app: FastifyInstance, route: TAnyRoute, authenticate: TAuthenticate) {
  app.route({
    method: route.method,
    url: route.url,
    // Administrators keep the console during maintenance and from blocked addresses (their own
    // allow-list applies instead), or they could lock themselves out of the switch that ends it.
    config: {
      bypassSiteGuard: route.bypassSiteGuard === true || isAdminAccess(route.access),
      access: route.access,
    },
    handler: async (request, reply) => {
      const language = languageOf(request);
      const session = route.access === 'public' ? null : await authenticate(request, route);
      const params = parseInput(route.params, request.params, language);
      const query = parseInput(route.query, request.query, language);
      const body = parseInput(route.body, request.body, language);
      const result = await route.handler({
        body,
        query,
        params,
        session,
        language,
        request,
        reply,
      });
      return (route.response as z.ZodType).parse(result);
    },
  });
}
