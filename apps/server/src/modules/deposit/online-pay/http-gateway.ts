import { z } from 'zod';
import { fail, succeed } from '../../../platform/result.ts';
import { formatGatewayAmount, parseGatewayAmount } from './gateway-amount.ts';
import {
  gatewayStatuses,
  type TGatewayAdapter,
  type TGatewayOrderState,
} from './gateway-adapter.ts';
import { signed } from './gateway-signature.ts';
import { readCallback } from './read-callback.ts';

export interface TGatewayConnection {
  code: string;
  /** The merchant API's root, e.g. https://pay.example/api/merchant (the sandbox's here). */
  baseUrl: string;
  merchantId: string;
  merchantKey: string;
  /** Per request; a gateway that does not answer in time is "unavailable", not waited on. */
  timeoutMs?: number;
  /** The clock the requests' timestamps are read from (the gateway checks its window). */
  now: () => number;
}

const ZWireOrder = z.object({
  orderNo: z.string(),
  gatewayOrderId: z.string(),
  amount: z.string(),
  status: z.enum(gatewayStatuses),
  at: z.number().int(),
});
const ZCreated = z.object({ payUrl: z.string().url(), gatewayOrderId: z.string().min(1) });
const ZQueried = z.object({ order: ZWireOrder.nullable() });
const ZStatement = z.object({ orders: z.array(ZWireOrder) });

function orderState(wire: z.infer<typeof ZWireOrder>): TGatewayOrderState | null {
  const amount = parseGatewayAmount(wire.amount);
  return amount === null ? null : { ...wire, amount };
}

/**
 * The gateway adapter over HTTP, form-encoded signed requests and JSON answers, the way the
 * aggregators' merchant APIs work. Every failure to reach or understand the gateway is
 * GatewayUnavailable: the caller retries later (the query job) or cancels the order (open).
 */
export function createHttpGateway(connection: TGatewayConnection): TGatewayAdapter {
  const timeoutMs = connection.timeoutMs ?? 10_000;
  async function call<T>(path: string, fields: Record<string, string>, schema: z.ZodType<T>) {
    const body = new URLSearchParams(
      signed(
        {
          ...fields,
          merchantId: connection.merchantId,
          timestamp: String(Math.floor(connection.now() / 1000)),
        },
        connection.merchantKey,
      ),
    );
    try {
      const answer = await fetch(`${connection.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!answer.ok) return fail('GatewayUnavailable');
      const parsed = schema.safeParse(await answer.json());
      return parsed.success ? succeed(parsed.data) : fail('GatewayUnavailable');
    } catch {
      return fail('GatewayUnavailable');
    }
  }

  return {
    code: connection.code,
    async createOrder(request) {
      const amount = formatGatewayAmount(request.amount);
      if (amount === null) return fail('GatewayAmountUnsupported');
      return call(
        '/order',
        {
          orderNo: request.orderNo,
          amount,
          notifyUrl: request.notifyUrl,
          returnUrl: request.returnUrl,
          payType: request.payType,
        },
        ZCreated,
      );
    },
    verifyCallback: (_headers, rawBody, now) => readCallback(connection, rawBody, now),
    async queryOrder(orderNo) {
      const answer = await call('/query', { orderNo }, ZQueried);
      if (!answer.ok) return answer;
      if (answer.value.order === null) return succeed(null);
      const state = orderState(answer.value.order);
      return state ? succeed(state) : fail('GatewayUnavailable');
    },
    async listOrders(fromMs, toMs) {
      const answer = await call(
        '/statement',
        { from: String(fromMs), to: String(toMs) },
        ZStatement,
      );
      if (!answer.ok) return answer;
      const states = answer.value.orders.map(orderState);
      if (states.some((state) => state === null)) return fail('GatewayUnavailable');
      return succeed(states as TGatewayOrderState[]);
    },
  };
}
