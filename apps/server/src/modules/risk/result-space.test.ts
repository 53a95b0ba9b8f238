import { parseWinningNumber } from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { resultSpaceOf } from './result-space.ts';

describe('resultSpaceOf', () => {
  it('lists every K3 throw once, each readable as a K3 winning number', () => {
    const space = resultSpaceOf({ kind: 'balls', length: 3, min: 1, max: 6, distinct: false }, 216);
    expect(space).toHaveLength(216);
    expect(new Set(space).size).toBe(216);
    expect(space?.slice(0, 2)).toEqual(['111', '112']);
    for (const text of space ?? []) expect(parseWinningNumber(202, text).ok).toBe(true);
  });

  it('draws without repeats for distinct formats, with two-digit balls', () => {
    const space = resultSpaceOf(
      { kind: 'balls', length: 2, min: 1, max: 11, distinct: true },
      1000,
    );
    expect(space).toHaveLength(110);
    expect(space?.[0]).toBe('01,02');
  });

  it('gives up past the limit and on hashes', () => {
    expect(
      resultSpaceOf({ kind: 'balls', length: 3, min: 1, max: 6, distinct: false }, 215),
    ).toBeNull();
    expect(
      resultSpaceOf({ kind: 'balls', length: 5, min: 0, max: 9, distinct: false }, 1000),
    ).toBeNull();
    expect(resultSpaceOf({ kind: 'hash', length: 64 }, 10 ** 9)).toBeNull();
  });
});
