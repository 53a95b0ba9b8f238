/**
 * SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104) by @noble/hashes: pure and synchronous, so the
 * hash family's derivation and the provably fair draws (fairness/) run the same in the browser and
 * on the server (Web Crypto's digest is async, and node:crypto is not in browsers). Strings are
 * hashed as their UTF-8 bytes. These functions keep the names and types the rules engine has
 * always used; sha256.test.ts keeps the FIPS and RFC 4231 vectors and node:crypto as references.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

const utf8 = new TextEncoder();
const toBytes = (data: string | Uint8Array) =>
  typeof data === 'string' ? utf8.encode(data) : data;

/** Bytes as lower-case hex; hex (even length, either case) as bytes, a RangeError otherwise. */
export { bytesToHex, hexToBytes };

/** SHA-256 of bytes (or of a string's UTF-8 bytes): the 32-byte digest. */
export const sha256 = (data: string | Uint8Array): Uint8Array => nobleSha256(toBytes(data));

/** SHA-256 of bytes (or of a string's UTF-8 bytes), as 64 lower-case hex characters. */
export const sha256Hex = (data: string | Uint8Array) => bytesToHex(sha256(data));

/** HMAC-SHA256 (RFC 2104); string keys and messages are taken as their UTF-8 bytes. */
export const hmacSha256 = (key: string | Uint8Array, message: string | Uint8Array): Uint8Array =>
  hmac(nobleSha256, toBytes(key), toBytes(message));

/** HMAC-SHA256 as 64 lower-case hex characters (see hmacSha256). */
export const hmacSha256Hex = (key: string | Uint8Array, message: string | Uint8Array) =>
  bytesToHex(hmacSha256(key, message));
