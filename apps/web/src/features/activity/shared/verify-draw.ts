import { prizeDrawEntropy, prizeDrawIndex, verifyPrizeDraw } from '@lottery/lottery';
import type { TDrawProofView } from '../api/activity-api.ts';

/**
 * The browser's own check of a draw proof (packages/lottery weighted-draw.ts, step 4): before the
 * period ends the seed is secret, so there is nothing to check yet; after, the seed must hash to
 * the commitment published before the draw and give the drawn index. The server's own `Verified`
 * is not trusted here: the point is that the player need not trust the server.
 */
export type TDrawCheck =
  | { state: 'notRevealed' }
  | { state: 'verified'; computedIndex: number }
  | { state: 'mismatch'; reason: 'commitment' | 'index'; computedIndex: number | null };

export function checkDrawProof(proof: TDrawProofView): TDrawCheck {
  if (proof.ServerSeed === null) return { state: 'notRevealed' };
  const input = {
    serverSeedHex: proof.ServerSeed,
    activityId: proof.ActivityId,
    periodKey: proof.PeriodKey,
    userId: proof.UserId,
    nonce: proof.Nonce,
    weights: proof.Weights,
  };
  const verification = verifyPrizeDraw({
    ...input,
    commitment: proof.Commitment,
    drawnIndex: proof.DrawnIndex,
  });
  if (verification.ok) return { state: 'verified', computedIndex: proof.DrawnIndex };
  if (verification.reason === 'commitment')
    return { state: 'mismatch', reason: 'commitment', computedIndex: null };
  return { state: 'mismatch', reason: 'index', computedIndex: prizeDrawIndex(input) };
}

/** The public input the draw hashed, shown so a player can recompute it elsewhere. */
export const proofEntropy = (proof: TDrawProofView) =>
  prizeDrawEntropy(proof.ActivityId, proof.PeriodKey, proof.UserId);
