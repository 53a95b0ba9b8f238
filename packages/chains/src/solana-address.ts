import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { accepted, refused, type TAddressResult } from './address-result.ts';

/**
 * Solana: base58 (no checksum) of a 32-byte ed25519 public key. The key must be a point on the
 * curve: USDT is paid to the associated token account of a wallet (an owner key, on the curve);
 * an off-curve address is a program-derived one, typically a token account itself, and paying
 * "to" it as an owner would create a token account nobody can sign for. Off-curve is `format`.
 */
export function validateSolanaAddress(address: string): TAddressResult {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    return refused('format');
  }
  if (bytes.length !== 32) return refused('length');
  try {
    ed25519.Point.fromBytes(bytes);
  } catch {
    return refused('format');
  }
  return accepted(address);
}
