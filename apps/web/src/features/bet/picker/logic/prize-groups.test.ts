import { describe, expect, it } from 'vitest';
import { prizeGroupChoices, rebatePercent } from './prize-groups.ts';

describe('prizeGroupChoices', () => {
  it('offers the own group down to 100 below in steps of 2', () => {
    const choices = prizeGroupChoices(1956, { maxPayout: 1n });
    expect(choices[0]).toBe(1956);
    expect(choices.at(-1)).toBe(1856);
    expect(choices).toHaveLength(51);
  });

  it('stops at the book floor and always offers it', () => {
    expect(prizeGroupChoices(1805, { maxPayout: 1n, minGroup: 1800 })).toEqual([
      1805, 1803, 1801, 1800,
    ]);
    expect(prizeGroupChoices(1800, { maxPayout: 1n, minGroup: 1800 })).toEqual([1800]);
  });

  it('shows the rebate in percent of the amount', () => {
    expect(rebatePercent(1956, 1956)).toBe('0.0');
    expect(rebatePercent(1956, 1800)).toBe('7.8');
  });
});
