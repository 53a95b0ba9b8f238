import { z } from 'zod';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { parseGatewayAmount } from './gateway-amount.ts';
import { gatewayStatuses, type TGatewayCallback } from './gateway-adapter.ts';
import { hasValidSignature } from './gateway-signature.ts';
import { parseSignedForm } from './signed-form.ts';

/** A callback older or newer than this is refused: a replayed one, or a sender's clock far off. */
export const callbackWindowMs = 5 * 60_000;

const ZCallbackFields = z.object({
  merchantId: z.string().min(1).max(64),
  orderNo: z.string().min(1).max(64),
  gatewayOrderId: z.string().min(1).max(64),
  amount: z.string().max(20),
  status: z.enum(gatewayStatuses),
  timestamp: z.string().regex(/^\d{1,12}$/),
  sign: z.string().max(128),
});

/**
 * A gateway's notification as its form-encoded body: signature first (nothing unsigned is read
 * further), then the merchant, the time window and the amount.
 */
export function readCallback(
  merchant: { merchantId: string; merchantKey: string },
  rawBody: string,
  now: number,
): TResult<TGatewayCallback> {
  const fields = parseSignedForm(rawBody);
  if (fields === null) return fail('GatewayCallbackMalformed');
  if (!hasValidSignature(fields, merchant.merchantKey)) return fail('GatewaySignatureInvalid');
  const parsed = ZCallbackFields.safeParse(fields);
  if (!parsed.success) return fail('GatewayCallbackMalformed');
  const callback = parsed.data;
  if (callback.merchantId !== merchant.merchantId) return fail('GatewayMerchantMismatch');
  const sentAt = Number(callback.timestamp) * 1000;
  if (Math.abs(now - sentAt) > callbackWindowMs) return fail('GatewayCallbackStale');
  const amount = parseGatewayAmount(callback.amount);
  if (amount === null) return fail('GatewayCallbackMalformed');
  return succeed({
    orderNo: callback.orderNo,
    gatewayOrderId: callback.gatewayOrderId,
    amount,
    status: callback.status,
    at: sentAt,
    sentAt,
  });
}
