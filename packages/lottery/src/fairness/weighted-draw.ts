import { commitmentOf, hmacByteStream, uniformBelow, type TByteSource } from './provably-fair.ts';

/**
 * Provably fair prize draws of activities (issue #23: roulette, slot, red packets), on the same
 * commit–reveal scheme as the lottery's draws (provably-fair.ts, steps 1–3):
 *
 * 1. Per activity period the server picks a secret 32-byte seed and publishes its commitment
 *    (SHA-256) before any draw of that period.
 * 2. A player's draw reads the HMAC-SHA256 byte stream of (seed, publicEntropy, nonce), where
 *    publicEntropy = `${activityId}:${periodKey}:${userId}` and the nonce counts that player's
 *    draws in the period (0, 1, …): the seed fixes every outcome before the first claim, and one
 *    player's draws never depend on another's.
 * 3. The prize is the weighted table's entry at the first index whose running weight total
 *    exceeds r, where r = a number below the total weight (step 3 of provably-fair.ts: rejection
 *    sampling, so every unit of weight is equally likely and no entry is favoured by a modulo).
 * 4. When the period ends the seed is revealed; verifyPrizeDraw recomputes the index.
 */

/** One entry of a weighted prize table: the prize in thousandths and its positive weight. */
export interface TWeightedPrize {
  readonly amount: bigint;
  readonly weight: number;
}

/** The largest total weight a table may have (uniformBelow's range). */
export const maxTotalWeight = 2 ** 32;

/** The total weight of a table, after checking its weights are positive safe integers. */
export function totalWeightOf(weights: readonly number[]): number {
  if (weights.length === 0) throw new RangeError('a prize table has entries');
  const total = weights.reduce((sum, weight) => {
    if (!Number.isSafeInteger(weight) || weight < 1)
      throw new RangeError('a prize weight is a positive integer');
    return sum + weight;
  }, 0);
  if (total > maxTotalWeight) throw new RangeError('the total weight is at most 2^32');
  return total;
}

/** The index drawn from a table's weights with any byte stream (step 3). */
export function weightedIndexFromBytes(weights: readonly number[], next: TByteSource): number {
  let r = uniformBelow(totalWeightOf(weights), next);
  for (let index = 0; index < weights.length; index += 1) {
    const weight = weights[index] as number;
    if (r < weight) return index;
    r -= weight;
  }
  throw new Error('unreachable: r is below the total weight');
}

/** What a player's draw hashes besides the seed (step 2). */
export const prizeDrawEntropy = (activityId: number, periodKey: string, userId: number) =>
  `${activityId}:${periodKey}:${userId}`;

export interface TPrizeDrawInput {
  readonly serverSeedHex: string;
  readonly activityId: number;
  readonly periodKey: string;
  readonly userId: number;
  readonly nonce: number;
  readonly weights: readonly number[];
}

/** The index of the prize a player's draw gives (steps 2–3). */
export const prizeDrawIndex = (input: TPrizeDrawInput) =>
  weightedIndexFromBytes(
    input.weights,
    hmacByteStream(
      input.serverSeedHex,
      prizeDrawEntropy(input.activityId, input.periodKey, input.userId),
      input.nonce,
    ),
  );

export interface TPrizeDrawProof extends TPrizeDrawInput {
  readonly commitment: string;
  readonly drawnIndex: number;
}

export type TPrizeDrawVerification = { ok: true } | { ok: false; reason: 'commitment' | 'index' };

/** Recomputes a published prize draw (step 4): the seed must match the commitment, then the index. */
export function verifyPrizeDraw(proof: TPrizeDrawProof): TPrizeDrawVerification {
  let committed: boolean;
  try {
    committed = commitmentOf(proof.serverSeedHex) === proof.commitment.toLowerCase();
  } catch {
    committed = false; // not hex: no seed matches
  }
  if (!committed) return { ok: false, reason: 'commitment' };
  return prizeDrawIndex(proof) === proof.drawnIndex ? { ok: true } : { ok: false, reason: 'index' };
}
