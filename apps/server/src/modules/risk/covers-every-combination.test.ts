import { describe, expect, it } from 'vitest';
import { coversEveryCombination } from './covers-every-combination.ts';

describe('coversEveryCombination', () => {
  it('sees every item of an item bet taken across tickets', () => {
    const sum = 'k3.twoSided.sum';
    expect(coversEveryCombination(sum, [{ items: ['big', 'odd'] }, { items: ['small'] }])).toBe(
      false,
    );
    expect(
      coversEveryCombination(sum, [{ items: ['big', 'odd'] }, { items: ['small', 'even'] }]),
    ).toBe(true);
  });

  it('sees every sum of a sum bet', () => {
    const all = Array.from({ length: 16 }, (_, i) => i + 3);
    expect(coversEveryCombination('k3.sum.sum', [{ sums: all.slice(0, 8) }])).toBe(false);
    expect(
      coversEveryCombination('k3.sum.sum', [{ sums: all.slice(0, 8) }, { sums: all.slice(8) }]),
    ).toBe(true);
  });

  it('sees every tuple of a direct row bet, and ignores invalid selections and unknown types', () => {
    const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const front = 'ssc.front2.direct';
    expect(coversEveryCombination(front, [{ rows: [digits, digits] }])).toBe(true);
    expect(coversEveryCombination(front, [{ rows: [digits, digits.slice(1)] }])).toBe(false);
    expect(coversEveryCombination(front, [{ rows: [[], []] }])).toBe(false);
    expect(coversEveryCombination('no.such.type', [{ items: [] }])).toBe(false);
  });
});
