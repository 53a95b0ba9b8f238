import type { TDrawStatistics } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { longStreaksOf, streakListMax } from './long-streaks.ts';

const statistics = (lengths: number[]): TDrawStatistics => ({
  GameId: 2,
  IssueCount: 100,
  LatestSerialNumber: '20260310-0100',
  Positions: [],
  Streaks: lengths.map((Length, Position) => ({
    Position,
    Kind: 'bigSmall',
    Outcome: 'big',
    Length,
  })),
});

describe('longStreaksOf', () => {
  it('lists runs of two or more, longest first, ties in the server order', () => {
    const shown = longStreaksOf(statistics([1, 3, 2, 3, 1, 5]));
    expect(shown.map((streak) => [streak.Position, streak.Length])).toEqual([
      [5, 5],
      [1, 3],
      [3, 3],
      [2, 2],
    ]);
  });

  it('keeps the longest few', () => {
    const shown = longStreaksOf(statistics(Array.from({ length: 20 }, (_, i) => i + 2)));
    expect(shown).toHaveLength(streakListMax);
    expect(shown[0]?.Length).toBe(21);
  });
});
