import { describe, expect, it } from 'vitest';
import { revealedProof } from '../testing/activity-fixtures.tsx';
import { checkDrawProof, proofEntropy } from './verify-draw.ts';

describe('checkDrawProof', () => {
  it('verifies a revealed seed that matches its commitment and gives the drawn index', () => {
    const proof = revealedProof();
    expect(checkDrawProof(proof)).toEqual({ state: 'verified', computedIndex: proof.DrawnIndex });
  });

  it('has nothing to check before the seed is revealed', () => {
    expect(checkDrawProof(revealedProof({ ServerSeed: null, Verified: null }))).toEqual({
      state: 'notRevealed',
    });
  });

  it('finds a seed that is not the committed one, whatever the server says', () => {
    const proof = revealedProof({ ServerSeed: 'cd'.repeat(32), Verified: true });
    expect(checkDrawProof(proof)).toEqual({
      state: 'mismatch',
      reason: 'commitment',
      computedIndex: null,
    });
    expect(checkDrawProof(revealedProof({ ServerSeed: 'not hex' })).state).toBe('mismatch');
  });

  it('finds a drawn index the seed does not give, and says which it gives', () => {
    const proof = revealedProof();
    const wrong = (proof.DrawnIndex + 1) % proof.Weights.length;
    expect(checkDrawProof({ ...proof, DrawnIndex: wrong })).toEqual({
      state: 'mismatch',
      reason: 'index',
      computedIndex: proof.DrawnIndex,
    });
  });

  it('names the public input as the server hashed it', () => {
    expect(proofEntropy(revealedProof())).toBe('7:2026-11-26:12');
  });
});
