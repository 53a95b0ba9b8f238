import { depositOrderNo, depositStates } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import { periodicJob } from '../../../jobs/periodic-job.ts';
import type { TClock } from '../../../platform/clock.ts';
import { applyGatewayReport } from './apply-gateway-report.ts';
import { adapterOf, listEnabledGateways } from './payment-gateways.ts';

/** An order gets this long for its callback before the job asks the gateway itself. */
export const queryAfterMs = 2 * 60_000;
/** Orders older than this are finance's (reconciliation lists them), not the job's. */
const queryWithinMs = 24 * 3_600_000;
const perTick = 50;

/**
 * Asks the gateway about online orders whose callback has not come: open ones past queryAfterMs,
 * and ones the expiry closed within the last day (a payment the player made just before the
 * order expired). What the gateway answers is applied as a callback would be (once, by its key):
 * a paid order is credited, or sent to review when it had expired. Oldest asked first.
 */
export function createGatewayQueryJob(deps: {
  db: TDatabase;
  clock: TClock;
  logger?: { error(details: object, message: string): void };
}) {
  return periodicJob(
    async () => {
      const now = deps.clock.now();
      let applied = 0;
      for (const gateway of await listEnabledGateways(deps.db)) {
        const orders = await deps.db.query<{ id: bigint }>(
          `SELECT o.id FROM deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id
            WHERE c.settings->>'gateway' = $1 AND o.external_ref IS NOT NULL
              AND o.created_at BETWEEN $2 AND $3
              AND (o.state IN ($4, $5) OR (o.state = $6 AND o.decided_by = 'expiry' AND NOT o.review))
              AND NOT EXISTS (SELECT 1 FROM gateway_callbacks g
                               WHERE g.gateway_code = $1 AND g.order_no = 'D' || lpad(o.id::text, 10, '0')
                                 AND g.status IN ('paid', 'failed'))
            ORDER BY o.created_at LIMIT $7`,
          [
            gateway.code,
            now - queryWithinMs,
            now - queryAfterMs,
            depositStates.waiting,
            depositStates.createOrder,
            depositStates.cancel,
            perTick,
          ],
        );
        const adapter = adapterOf(gateway, () => deps.clock.now());
        for (const { id } of orders) {
          const answer = await adapter.queryOrder(depositOrderNo(id));
          if (!answer.ok || !answer.value || answer.value.status === 'pending') continue;
          const outcome = await applyGatewayReport(
            deps.db,
            gateway.code,
            { ...answer.value, sentAt: now },
            'query',
            deps.clock.now(),
          );
          if (outcome) applied += 1;
        }
      }
      return applied;
    },
    (error) => deps.logger?.error({ err: error }, 'asking gateways about open orders failed'),
  );
}
