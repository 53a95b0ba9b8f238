import type { TDrawProof } from '@lottery/contracts';
import {
  commitmentOf,
  deriveHashDraw,
  drawFromSeed,
  drawnFormatOf,
  fairIssueDraw,
  isBlockHash,
  issueNumberText,
  parseWinningNumber,
  type TIssueNumberText,
} from '@lottery/lottery';

/**
 * The browser's own check of a draw proof (the player does not have to trust the server's
 * Verified flag): for in-house draws, SHA-256 of the revealed seed against the commitment
 * published before the seal, and the draw recomputed from seed and public entropy; for hash
 * games, the block against the winning number and its derived digits; for outside sources,
 * whether every report agrees with the result.
 */
export type TCheck = 'pass' | 'fail' | 'pending' | 'notApplicable';

export interface TProofCheck {
  seedMatchesCommitment: TCheck;
  numberMatches: TCheck;
  /** Fair draws: both texts recomputed here; null when not computable (yet). */
  recomputed: TIssueNumberText | null;
  /** Hash games: the 5 digits of the block, computed here. */
  derivedDigits: number[] | null;
}

const none: TProofCheck = {
  seedMatchesCommitment: 'notApplicable',
  numberMatches: 'notApplicable',
  recomputed: null,
  derivedDigits: null,
};

function recompute(categoryId: number, proof: TDrawProof, seed: string, entropy: string) {
  try {
    // Scheduled issues draw with nonce 0 (fairIssueDraw); any other nonce is honoured too.
    return proof.Nonce === 0
      ? fairIssueDraw(categoryId, seed, entropy)
      : issueNumberText(
          categoryId,
          drawFromSeed(drawnFormatOf(categoryId), seed, entropy, proof.Nonce),
        );
  } catch {
    return null;
  }
}

function seedCheck(seed: string, commitment: string | null): TCheck {
  if (commitment === null) return 'fail';
  try {
    return commitmentOf(seed) === commitment.toLowerCase() ? 'pass' : 'fail';
  } catch {
    return 'fail';
  }
}

function checkFair(proof: TDrawProof, categoryId: number): TProofCheck {
  const seed = proof.ServerSeed;
  if (seed === null || proof.State === 'scheduled')
    return { ...none, seedMatchesCommitment: 'pending', numberMatches: 'pending' };
  const recomputed =
    proof.PublicEntropy === null ? null : recompute(categoryId, proof, seed, proof.PublicEntropy);
  const isSame =
    recomputed !== null &&
    recomputed.winningNumber === proof.WinningNumber &&
    (proof.OriginalWinningNumber === null ||
      recomputed.originalWinningNumber === proof.OriginalWinningNumber);
  return {
    ...none,
    seedMatchesCommitment: seedCheck(seed, proof.Commitment),
    numberMatches: isSame ? 'pass' : 'fail',
    recomputed,
  };
}

function checkHash(proof: TDrawProof): TProofCheck {
  const block = proof.PublicEntropy ?? proof.OriginalWinningNumber;
  if (proof.State === 'scheduled' || block === null) return { ...none, numberMatches: 'pending' };
  if (!isBlockHash(block)) return { ...none, numberMatches: 'fail' };
  const isSame = block.toLowerCase() === (proof.WinningNumber ?? '').toLowerCase();
  return { ...none, numberMatches: isSame ? 'pass' : 'fail', derivedDigits: deriveHashDraw(block) };
}

function sameNumbers(categoryId: number, a: string, b: string) {
  const left = parseWinningNumber(categoryId, a);
  const right = parseWinningNumber(categoryId, b);
  if (!left.ok || !right.ok) return a.trim() === b.trim();
  return left.numbers.join(',') === right.numbers.join(',');
}

function checkExternal(proof: TDrawProof, categoryId: number): TProofCheck {
  const result = proof.WinningNumber;
  if (proof.State === 'scheduled' || result === null) return { ...none, numberMatches: 'pending' };
  if (proof.Reports.length === 0) return none;
  const isAgreed =
    !proof.Disputed &&
    proof.Reports.every((report) => sameNumbers(categoryId, report.WinningNumber, result));
  return { ...none, numberMatches: isAgreed ? 'pass' : 'fail' };
}

export function checkDrawProof(proof: TDrawProof, categoryId: number): TProofCheck {
  if (proof.State === 'cancelled') return none;
  if (proof.DrawSource === 'fair') return checkFair(proof, categoryId);
  if (proof.DrawSource === 'hash') return checkHash(proof);
  return checkExternal(proof, categoryId);
}
