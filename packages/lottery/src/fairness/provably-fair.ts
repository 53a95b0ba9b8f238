import type { TDrawFormat } from '../core/family.ts';
import { hexToBytes, hmacSha256, sha256Hex } from '../core/sha256.ts';

/**
 * Provably fair draws (issue #7, research brief §5.2): commit–reveal with an HMAC-SHA256 byte
 * stream and rejection sampling. The exact algorithm, so that anyone can recompute a draw by hand
 * in another language:
 *
 * 1. Seed. serverSeedHex is hex (64 characters = 32 bytes from a CSPRNG, either case); its bytes
 *    are S. The commitment published before the issue seals (or, for MiaoMiao, before the bet)
 *    is commitment = lower-case hex of SHA-256(S).
 * 2. Byte stream. For counter = 0, 1, 2, … compute HMAC-SHA256(key = S, message = the UTF-8 bytes
 *    of `${publicEntropy}:${nonce}:${counter}`), nonce and counter in decimal without padding
 *    (e.g. "00000000000000000005a1b2…:0:0"). The stream is the concatenation of these 32-byte
 *    blocks, read one byte after another; a multi-byte value may straddle two blocks. Reading
 *    past counter 9,999 throws (needs ~320,000 bytes; a draw needs a handful).
 * 3. One number below n (the range size). b = the smallest b ≥ 1 with 256^b ≥ n. Read the next b
 *    bytes as a big-endian integer v. If v ≥ floor(256^b / n) × n, discard v and read b fresh
 *    bytes again (rejection: keeps every value equally likely); otherwise the result is v mod n.
 * 4. The draw, ball by ball in order. Repeats allowed (distinct = false): each ball is min + (a
 *    number below max − min + 1). Distinct: the pool starts as min, min + 1, …, max in ascending
 *    order; each ball is pool[i] for i = a number below the pool's current size, and that entry
 *    is removed (the rest keep their order). Balls are listed in the order drawn.
 * 5. Verify: SHA-256(S) equals the commitment, and steps 2–4 with the published entropy and nonce
 *    give the published numbers.
 *
 * Scheduled issues use nonce 0 and, as publicEntropy, something fixed after the seal that the
 * operator cannot choose (a later block hash, a randomness beacon; ARCHITECTURE "Draws"). MiaoMiao
 * (instant, per bet) uses the player's client seed as publicEntropy, chosen by the player after
 * seeing the commitment, and a nonce counting the bets under one seed pair (Stake's scheme).
 */

/** Counters (32-byte HMAC blocks) a draw may use before giving up. */
export const maxCounters = 10_000;

/** A source of stream bytes, each 0-255, read in order. */
export type TByteSource = () => number;

/** The commitment of a server seed: SHA-256 of the seed's bytes, lower-case hex (step 1). */
export const commitmentOf = (serverSeedHex: string) => sha256Hex(seedBytes(serverSeedHex));

function seedBytes(serverSeedHex: string): Uint8Array {
  if (serverSeedHex.length === 0) throw new RangeError('the server seed is empty');
  return hexToBytes(serverSeedHex);
}

/** The HMAC-SHA256 byte stream of step 2. */
export function hmacByteStream(
  serverSeedHex: string,
  publicEntropy: string,
  nonce: number,
): TByteSource {
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new RangeError('the nonce is a non-negative integer');
  const key = seedBytes(serverSeedHex);
  let counter = 0;
  let block: Uint8Array = new Uint8Array(0);
  let at = 0;
  return () => {
    if (at === block.length) {
      if (counter >= maxCounters) throw new Error(`draw used more than ${maxCounters} counters`);
      block = hmacSha256(key, `${publicEntropy}:${nonce}:${counter}`);
      counter += 1;
      at = 0;
    }
    const byte = block[at] as number;
    at += 1;
    return byte;
  };
}

/** A uniform integer in [0, size) from the stream, by rejection sampling (step 3). */
export function uniformBelow(size: number, next: TByteSource): number {
  if (!Number.isSafeInteger(size) || size < 1 || size > 2 ** 32)
    throw new RangeError('the range size is an integer in 1..2^32');
  let bytes = 1;
  while (256 ** bytes < size) bytes += 1;
  const limit = Math.floor(256 ** bytes / size) * size;
  for (;;) {
    let value = 0;
    for (let i = 0; i < bytes; i += 1) value = value * 256 + next();
    if (value < limit) return value % size;
  }
}

/** A draw of the format from any byte stream (step 4). */
export function drawFromBytes(format: TDrawFormat, next: TByteSource): number[] {
  const { length, min, max, distinct } = format;
  const size = max - min + 1;
  if (!Number.isSafeInteger(length) || length < 0 || !Number.isSafeInteger(min) || size < 1)
    throw new RangeError('not a draw format');
  if (!distinct) return Array.from({ length }, () => min + uniformBelow(size, next));
  if (length > size) throw new RangeError('more distinct balls than the range holds');
  const pool = Array.from({ length: size }, (_, i) => min + i);
  return Array.from({ length }, () => pool.splice(uniformBelow(pool.length, next), 1)[0] as number);
}

/** The winning numbers of a draw: steps 2–4 with the revealed seed, entropy and nonce. */
export const drawFromSeed = (
  format: TDrawFormat,
  serverSeedHex: string,
  publicEntropy: string,
  nonce = 0,
) => drawFromBytes(format, hmacByteStream(serverSeedHex, publicEntropy, nonce));

/**
 * MiaoMiao (秒秒彩): one draw per bet, at bet time. The client seed is the public entropy: the
 * player chooses it after seeing the commitment, so neither side alone fixes the result; the
 * nonce counts the bets made under this server seed and client seed.
 */
export const miaoMiaoDraw = (
  format: TDrawFormat,
  serverSeedHex: string,
  clientSeed: string,
  nonce: number,
) => drawFromSeed(format, serverSeedHex, clientSeed, nonce);

export interface TDrawProof {
  readonly format: TDrawFormat;
  readonly serverSeedHex: string;
  readonly commitment: string;
  readonly publicEntropy: string;
  readonly nonce: number;
  readonly winningNumbers: readonly number[];
}

export type TVerification = { ok: true } | { ok: false; reason: 'commitment' | 'numbers' };

/** Recomputes a published draw (step 5): the seed must match the commitment, then the numbers. */
export function verifyDraw(proof: TDrawProof): TVerification {
  const { format, serverSeedHex, commitment, publicEntropy, nonce, winningNumbers } = proof;
  let committed: boolean;
  try {
    committed = commitmentOf(serverSeedHex) === commitment.toLowerCase();
  } catch {
    committed = false; // not hex: no seed matches
  }
  if (!committed) return { ok: false, reason: 'commitment' };
  const expected = drawFromSeed(format, serverSeedHex, publicEntropy, nonce);
  const same =
    expected.length === winningNumbers.length &&
    expected.every((ball, i) => ball === winningNumbers[i]);
  return same ? { ok: true } : { ok: false, reason: 'numbers' };
}
