import { createHash } from 'node:crypto';
import { Secret } from 'otpauth';

/** How many one-use recovery codes an administrator or a player gets at a time. */
export const recoveryCodeCount = 10;

/** 80 random bits as four groups of base32: "abcd-efgh-ijkl-mnop". */
export function newRecoveryCode(): string {
  const text = new Secret({ size: 10 }).base32.toLowerCase();
  return text.match(/.{4}/g)?.join('-') ?? text;
}

/** Typed with or without dashes or spaces, in any case: the same code, the same hash. */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(code.replaceAll(/[-\s]/g, '').toLowerCase()).digest();
