import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/errors.ts';
import { unwrap } from '../../../platform/result.ts';
import { applyGatewayReport } from './apply-gateway-report.ts';
import { adapterOf, gatewayCodePattern, readGateway } from './payment-gateways.ts';

/** A refused body as text PostgreSQL stores: NUL and lone surrogates would be refused. */
const storable = (body: string) =>
  body
    .slice(0, 4096)
    .replaceAll('\u0000', '\ufffd')
    .replace(/\p{Cs}/gu, '\ufffd');

/**
 * POST /api/PayCallback/:gateway: a gateway's signed, form-encoded notification. Outside the
 * product's JSON API and its site guard (a gateway calls during maintenance and from anywhere).
 * A notice that fails verification is refused with its catalogue answer and recorded with who
 * sent it, nothing else changes; a verified one is applied once and answered "success", the word
 * the aggregators wait for before they stop retrying.
 */
export function servePayCallbacks(
  app: FastifyInstance,
  deps: { db: TDatabase; clock: TClock },
): void {
  app.post<{ Params: { gateway: string } }>(
    '/api/PayCallback/:gateway',
    { config: { bypassSiteGuard: true } },
    async (request, reply) => {
      const now = deps.clock.now();
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const code = request.params.gateway;
      const gateway = gatewayCodePattern.test(code) ? await readGateway(deps.db, code) : null;
      if (!gateway?.enabled) throw new AppError('GatewayNotFound');
      const read = adapterOf(gateway, () => now).verifyCallback(request.headers, rawBody, now);
      if (!read.ok) {
        await deps.db.query(
          `INSERT INTO gateway_callback_refusals (gateway_code, refusal, ip, body, received_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [gateway.code, read.error, request.ip, storable(rawBody), now],
        );
        return unwrap(read);
      }
      await applyGatewayReport(deps.db, gateway.code, read.value, 'callback', now);
      return reply.type('text/plain; charset=utf-8').send('success');
    },
  );
}
