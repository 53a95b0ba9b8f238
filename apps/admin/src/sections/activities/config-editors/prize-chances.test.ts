import { describe, expect, it } from 'vitest';
import { prizeChances } from './prize-chances.ts';

describe('prizeChances', () => {
  it('gives each weight its share of the total in percent', () => {
    expect(prizeChances([1, 3])).toEqual(['25.00%', '75.00%']);
    expect(prizeChances([1, 1, 1])).toEqual(['33.33%', '33.33%', '33.33%']);
    expect(prizeChances([7])).toEqual(['100.00%']);
  });

  it('leaves weights that are not yet valid out of the total and shows them no chance', () => {
    expect(prizeChances([Number.NaN, 2, 0, 2.5, 2])).toEqual([
      null,
      '50.00%',
      null,
      null,
      '50.00%',
    ]);
    expect(prizeChances([])).toEqual([]);
    expect(prizeChances([0])).toEqual([null]);
  });
});
