import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickPick, quickPicks } from './quick-pick.ts';

describe('quick picks', () => {
  it.each([
    [{ min: 0, max: 9 }, [5, 6, 7, 8, 9], [0, 1, 2, 3, 4]],
    [{ min: 1, max: 11 }, [6, 7, 8, 9, 10, 11], [1, 2, 3, 4, 5]],
    [{ min: 1, max: 10 }, [6, 7, 8, 9, 10], [1, 2, 3, 4, 5]],
    [{ min: 1, max: 6 }, [4, 5, 6], [1, 2, 3]],
    [{ min: 3, max: 18 }, [11, 12, 13, 14, 15, 16, 17, 18], [3, 4, 5, 6, 7, 8, 9, 10]],
  ])('splits %j into big %j and small %j', (balls, big, small) => {
    expect(quickPick('big', balls)).toEqual(big);
    expect(quickPick('small', balls)).toEqual(small);
  });

  it('picks all, odd, even and nothing', () => {
    const digits = { min: 0, max: 9 };
    expect(quickPick('all', digits)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(quickPick('odd', digits)).toEqual([1, 3, 5, 7, 9]);
    expect(quickPick('even', digits)).toEqual([0, 2, 4, 6, 8]);
    expect(quickPick('clear', digits)).toEqual([]);
    expect(quickPick('big', { min: 1, max: 49 })[0]).toBe(25);
  });

  it('splits every range into halves and parities (property)', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 80 }))
      .map(([min, size]) => ({ min, max: min + size }));
    fc.assert(
      fc.property(range, (balls) => {
        const all = quickPick('all', balls);
        expect(all).toHaveLength(balls.max - balls.min + 1);
        const big = quickPick('big', balls);
        const small = quickPick('small', balls);
        expect([...small, ...big]).toEqual(all);
        expect(big.length - small.length).toBeGreaterThanOrEqual(0);
        expect(big.length - small.length).toBeLessThanOrEqual(1);
        expect(
          [...quickPick('odd', balls), ...quickPick('even', balls)].sort((a, b) => a - b),
        ).toEqual(all);
        for (const kind of quickPicks)
          for (const ball of quickPick(kind, balls)) expect(all).toContain(ball);
      }),
    );
  });
});
