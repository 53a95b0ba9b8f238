import { base58, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { accepted, refused, type TAddressResult } from './address-result.ts';

/** TRON mainnet addresses: version byte 0x41, so every base58 form starts with T. */
export const tronVersionByte = 0x41;

/** Base58check as TRON uses it: payload then the first 4 bytes of SHA-256(SHA-256(payload)). */
export const tronBase58check = createBase58check(sha256);

/**
 * TRC20: base58check of 25 bytes (0x41, the 20-byte account, 4 checksum bytes). The checks run
 * alphabet → length → version → checksum, so the refusal names the first thing wrong.
 */
export function validateTronAddress(address: string): TAddressResult {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    return refused('format');
  }
  if (address.length === 0) return refused('length');
  if (bytes.length !== 25) return refused('length');
  if (bytes[0] !== tronVersionByte) return refused('prefix');
  try {
    tronBase58check.decode(address);
  } catch {
    return refused('checksum');
  }
  return accepted(address);
}

/** The base58check address of a 20-byte account (the last 20 bytes of the key's Keccak-256). */
export const tronAddressOf = (account: Uint8Array): string =>
  tronBase58check.encode(Uint8Array.of(tronVersionByte, ...account));
