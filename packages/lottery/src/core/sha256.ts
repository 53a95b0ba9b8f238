/**
 * SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104): pure and synchronous, so the hash family's
 * derivation and the provably fair draws (fairness/) run the same in the browser and on the
 * server (Web Crypto's digest is async, and node:crypto is not in browsers). Strings are hashed
 * as their UTF-8 bytes (for ASCII, one byte per character). Checked against the FIPS and RFC 4231
 * vectors and node:crypto in sha256.test.ts.
 */
const k = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
const word = (words: Uint32Array, i: number) => words[i] as number;
type TState = [number, number, number, number, number, number, number, number];

const utf8 = new TextEncoder();
const toBytes = (data: string | Uint8Array) =>
  typeof data === 'string' ? utf8.encode(data) : data;

/** Bytes as lower-case hex. */
export const bytesToHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Hex (even length, either case) as bytes. Throws on anything else. */
export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex))
    throw new RangeError('expected an even-length hex string');
  return Uint8Array.from({ length: hex.length / 2 }, (_, i) =>
    parseInt(hex.slice(2 * i, 2 * i + 2), 16),
  );
}

/** SHA-256 of bytes (or of a string's UTF-8 bytes): the 32-byte digest. */
export function sha256(data: string | Uint8Array): Uint8Array {
  const message = toBytes(data);
  // Message bytes, a 1 bit, zero padding, then the bit length as a 64-bit big-endian integer.
  const length = message.length;
  const blocks = Math.ceil((length + 9) / 64);
  const bytes = new Uint8Array(blocks * 64);
  bytes.set(message);
  bytes[length] = 0x80;
  const view = new DataView(bytes.buffer);
  view.setUint32(bytes.length - 8, Math.floor((length * 8) / 2 ** 32));
  view.setUint32(bytes.length - 4, (length * 8) >>> 0);

  const h = Uint32Array.from([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  // Uint32Array stores wrap modulo 2^32, which is the additions SHA-256 wants.
  const w = new Uint32Array(64);
  for (let block = 0; block < blocks; block += 1) {
    for (let t = 0; t < 16; t += 1) w[t] = view.getUint32(block * 64 + t * 4);
    for (let t = 16; t < 64; t += 1) {
      const w15 = word(w, t - 15);
      const w2 = word(w, t - 2);
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
      w[t] = word(w, t - 16) + s0 + word(w, t - 7) + s1;
    }
    let [a, b, c, d, e, f, g, hh] = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => word(h, i)) as TState;
    for (let t = 0; t < 64; t += 1) {
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const choice = (e & f) ^ (~e & g);
      const t1 = (hh + s1 + choice + word(k, t) + word(w, t)) >>> 0;
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      [hh, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + s0 + majority) >>> 0];
    }
    [a, b, c, d, e, f, g, hh].forEach((value, i) => (h[i] = word(h, i) + value));
  }
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  h.forEach((value, i) => out.setUint32(i * 4, value));
  return digest;
}

/** SHA-256 of bytes (or of a string's UTF-8 bytes), as 64 lower-case hex characters. */
export const sha256Hex = (data: string | Uint8Array) => bytesToHex(sha256(data));

const blockSize = 64;

/**
 * HMAC-SHA256 (RFC 2104): H((K' ^ opad) || H((K' ^ ipad) || message)), where K' is the key
 * (hashed first when longer than 64 bytes) padded with zeros to 64 bytes, ipad = 0x36 and
 * opad = 0x5c repeated. String keys and messages are taken as their UTF-8 bytes.
 */
export function hmacSha256(key: string | Uint8Array, message: string | Uint8Array): Uint8Array {
  const keyBytes = toBytes(key);
  const padded = new Uint8Array(blockSize);
  padded.set(keyBytes.length > blockSize ? sha256(keyBytes) : keyBytes);
  const data = toBytes(message);
  const inner = new Uint8Array(blockSize + data.length);
  const outer = new Uint8Array(blockSize + 32);
  for (let i = 0; i < blockSize; i += 1) {
    inner[i] = (padded[i] as number) ^ 0x36;
    outer[i] = (padded[i] as number) ^ 0x5c;
  }
  inner.set(data, blockSize);
  outer.set(sha256(inner), blockSize);
  return sha256(outer);
}

/** HMAC-SHA256 as 64 lower-case hex characters (see hmacSha256). */
export const hmacSha256Hex = (key: string | Uint8Array, message: string | Uint8Array) =>
  bytesToHex(hmacSha256(key, message));
