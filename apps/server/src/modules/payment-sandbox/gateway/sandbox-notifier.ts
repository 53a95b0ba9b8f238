import type { TQueryable } from '../../../db/database.ts';
import { periodicJob } from '../../../jobs/periodic-job.ts';
import type { TClock } from '../../../platform/clock.ts';
import { formatGatewayAmount } from '../../deposit/online-pay/gateway-amount.ts';
import { signed } from '../../deposit/online-pay/gateway-signature.ts';

/** After this many refused deliveries the sandbox stops, as real gateways give up. */
export const maxNoticeAttempts = 8;
const perTick = 20;
/** A claimed notice is someone else's again after this (a sender that died mid-delivery). */
const claimMs = 60_000;

/** 10 s, 20 s, 40 s … capped at 10 minutes: the back-off of the aggregators' notifiers. */
export const retryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 600_000);

interface TDueNotice {
  id: bigint;
  gatewayOrderId: string;
  status: string;
  amount: bigint;
  forged: boolean;
  attempts: number;
  orderNo: string;
  notifyUrl: string;
  merchantId: string;
  merchantKey: string;
}

/**
 * Sends the sandbox gateway's due callbacks to the merchant's notify URL, signed with the
 * merchant's key (a forged one with another key, sent once). Only the answer "success" counts as
 * delivered; anything else is retried later. Notices are claimed in a short transaction and sent
 * outside it: the merchant handling the callback needs the database (PGlite has one connection).
 */
export function createSandboxNotifier(deps: {
  db: TQueryable;
  clock: TClock;
  logger?: { error(details: object, message: string): void };
  timeoutMs?: number;
}) {
  async function deliver(notice: TDueNotice, now: number): Promise<string> {
    const fields = signed(
      {
        merchantId: notice.merchantId,
        orderNo: notice.orderNo,
        gatewayOrderId: notice.gatewayOrderId,
        amount: formatGatewayAmount(notice.amount) ?? '0',
        status: notice.status,
        timestamp: String(Math.floor(now / 1000)),
      },
      notice.forged ? `forged-${notice.merchantKey}` : notice.merchantKey,
    );
    try {
      const answer = await fetch(notice.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
        signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
      });
      return `${answer.status} ${(await answer.text()).slice(0, 200)}`;
    } catch (error) {
      return `unreachable: ${(error as Error).message}`.slice(0, 200);
    }
  }

  return periodicJob(
    async () => {
      const now = deps.clock.now();
      const due = await deps.db.query<TDueNotice>(
        `UPDATE sandbox_gateway_notices n SET due_at = $2 + ${claimMs}
           FROM sandbox_gateway_orders o JOIN sandbox_gateway_merchants m USING (merchant_id)
          WHERE n.id IN (SELECT id FROM sandbox_gateway_notices
                          WHERE delivered_at IS NULL AND NOT gave_up AND due_at <= $2
                          ORDER BY due_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
            AND o.gateway_order_id = n.gateway_order_id
        RETURNING n.id, n.gateway_order_id AS "gatewayOrderId", n.status, n.amount, n.forged,
                  n.attempts, o.order_no AS "orderNo", o.notify_url AS "notifyUrl",
                  o.merchant_id AS "merchantId", m.merchant_key AS "merchantKey"`,
        [perTick, now],
      );
      // RETURNING comes back in no particular order; a callback queue sends in due order.
      due.sort((a, b) => (a.id < b.id ? -1 : 1));
      let delivered = 0;
      for (const notice of due) {
        const answer = await deliver(notice, deps.clock.now());
        const ok = answer === '200 success';
        const attempts = notice.attempts + 1;
        if (ok) delivered += 1;
        await deps.db.query(
          `UPDATE sandbox_gateway_notices
              SET attempts = $2, last_answer = $3,
                  delivered_at = CASE WHEN $4 THEN $5::bigint END,
                  gave_up = NOT $4 AND ($6 OR $2 >= ${maxNoticeAttempts}),
                  due_at = $5::bigint + $7
            WHERE id = $1`,
          [
            notice.id,
            attempts,
            answer,
            ok,
            deps.clock.now(),
            notice.forged,
            retryDelayMs(attempts),
          ],
        );
      }
      return delivered;
    },
    (error) => deps.logger?.error({ err: error }, 'sending sandbox gateway callbacks failed'),
  );
}
