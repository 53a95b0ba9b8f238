import { describe, expect, it } from 'vitest';
import { drawnRound, winning } from './one-dollar-fixtures.ts';
import { checkRound, shareRanges } from './round-proof.ts';

describe('checkRound', () => {
  it('verifies a round whose seed matches and draws its winning share', () => {
    expect(checkRound(drawnRound())).toBe('verified');
  });

  it('fails another share, another seed or another round number', () => {
    expect(checkRound(drawnRound({ WinningShare: (winning + 1) % 100 }))).toBe('failed');
    expect(checkRound(drawnRound({ ServerSeed: 'ef'.repeat(32) }))).toBe('failed');
    expect(checkRound(drawnRound({ PeriodKey: 'r:4' }))).toBe('failed');
  });

  it('waits for an open or refunded round', () => {
    expect(checkRound(drawnRound({ State: 'open', ServerSeed: null, WinningShare: null }))).toBe(
      'pending',
    );
    expect(checkRound(drawnRound({ State: 'refunded', WinningShare: null }))).toBe('pending');
  });
});

describe('shareRanges', () => {
  it('reads share numbers from 1', () => {
    expect(
      shareRanges([
        { FirstShare: 2, Shares: 3 },
        { FirstShare: 8, Shares: 1 },
      ]),
    ).toBe('#3–#5, #9');
  });
});
