import { createHmac, timingSafeEqual } from 'node:crypto';

/** The field that carries the signature; it is never part of what is signed. */
export const signatureField = 'sign';

/**
 * The text Chinese payment aggregators sign: every non-empty field but the signature, keys in
 * ascending byte order, as `key=value` joined by `&`. Empty values are left out because the
 * gateways leave them out (an optional field sent empty must not change the signature).
 */
export function canonicalString(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((key) => key !== signatureField && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

/** Lower-case hex HMAC-SHA256 of the canonical string under the merchant key. */
export function signFields(fields: Readonly<Record<string, string>>, merchantKey: string): string {
  return createHmac('sha256', merchantKey).update(canonicalString(fields), 'utf8').digest('hex');
}

/** The fields with their signature added, ready to send. */
export function signed(
  fields: Readonly<Record<string, string>>,
  merchantKey: string,
): Record<string, string> {
  return { ...fields, [signatureField]: signFields(fields, merchantKey) };
}

/** Compares in constant time, so the answer's timing does not reveal how much of a guess matched. */
export function hasValidSignature(
  fields: Readonly<Record<string, string>>,
  merchantKey: string,
): boolean {
  const given = fields[signatureField];
  if (given === undefined || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(
    Buffer.from(given, 'hex'),
    Buffer.from(signFields(fields, merchantKey), 'hex'),
  );
}
