import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TPayoutNotification } from '@lottery/contracts';

/**
 * The payout notification signature: HMAC-SHA256 (hex) under the secret shared with the
 * provider, over the fields that decide what happens, joined by '|'.
 */
export function signPayoutNotification(
  secret: string,
  fields: Omit<TPayoutNotification, 'Signature'>,
): string {
  return createHmac('sha256', secret)
    .update([fields.Ref, fields.OrderNo, fields.Amount, fields.State].join('|'))
    .digest('hex');
}

export function payoutSignatureValid(secret: string, notification: TPayoutNotification): boolean {
  const expected = Buffer.from(signPayoutNotification(secret, notification), 'hex');
  const given = Buffer.from(notification.Signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
