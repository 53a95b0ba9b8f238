import type { TDrawProof } from '@lottery/contracts';
import { commitmentOf, fairIssueDraw } from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { checkDrawProof } from './check-draw-proof.ts';

const seed = '4f'.repeat(32);
const entropy = '00000000000000000005a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6';
const drawnNumbers = fairIssueDraw(1, seed, entropy);

function fairProof(patch: Partial<TDrawProof> = {}): TDrawProof {
  return {
    GameId: 2,
    SerialNumber: '20260310-0001',
    DrawSource: 'fair',
    State: 'drawn',
    CloseTimeStamp: 0,
    DrawTimeStamp: 0,
    Commitment: commitmentOf(seed),
    ServerSeed: seed,
    PublicEntropy: entropy,
    EntropyReference: 'sandbox#1',
    Nonce: 0,
    Format: { Length: 5, Min: 0, Max: 9, Distinct: false },
    OriginalWinningNumber: drawnNumbers.originalWinningNumber,
    WinningNumber: drawnNumbers.winningNumber,
    Recomputed: drawnNumbers.winningNumber,
    Verified: true,
    Reports: [],
    Disputed: false,
    ...patch,
  };
}

describe('checkDrawProof', () => {
  it('passes a fair draw recomputed in the browser', () => {
    const check = checkDrawProof(fairProof(), 1);
    expect(check.seedMatchesCommitment).toBe('pass');
    expect(check.numberMatches).toBe('pass');
    expect(check.recomputed?.winningNumber).toBe(drawnNumbers.winningNumber);
  });

  it('fails a seed that does not match the commitment, and a number that does not follow', () => {
    expect(
      checkDrawProof(fairProof({ Commitment: 'ab'.repeat(32) }), 1).seedMatchesCommitment,
    ).toBe('fail');
    const other = drawnNumbers.winningNumber === '0,0,0,0,0' ? '1,1,1,1,1' : '0,0,0,0,0';
    expect(checkDrawProof(fairProof({ WinningNumber: other }), 1).numberMatches).toBe('fail');
    expect(checkDrawProof(fairProof({ ServerSeed: 'not hex' }), 1)).toMatchObject({
      seedMatchesCommitment: 'fail',
      numberMatches: 'fail',
    });
  });

  it('waits for the seed before the draw', () => {
    const check = checkDrawProof(fairProof({ State: 'scheduled', ServerSeed: null }), 1);
    expect(check).toMatchObject({ seedMatchesCommitment: 'pending', numberMatches: 'pending' });
  });

  it('checks a hash game by its block and derives the digits', () => {
    const block = '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f';
    const proof = fairProof({
      DrawSource: 'hash',
      Commitment: null,
      ServerSeed: null,
      PublicEntropy: block,
      WinningNumber: block,
      OriginalWinningNumber: block,
    });
    const check = checkDrawProof(proof, 93);
    expect(check).toMatchObject({ seedMatchesCommitment: 'notApplicable', numberMatches: 'pass' });
    expect(check.derivedDigits).toEqual([6, 0, 8, 2, 6]);
    expect(checkDrawProof({ ...proof, WinningNumber: 'f'.repeat(64) }, 93).numberMatches).toBe(
      'fail',
    );
  });

  it('compares outside reports with the result, failing a dispute', () => {
    const proof = fairProof({
      DrawSource: 'external',
      WinningNumber: '1,2,3,4,5',
      Reports: [{ Source: 'a', WinningNumber: '12345', ReportedAt: 0 }],
    });
    expect(checkDrawProof(proof, 1).numberMatches).toBe('pass');
    expect(checkDrawProof({ ...proof, Disputed: true }, 1).numberMatches).toBe('fail');
  });
});
