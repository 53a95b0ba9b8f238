import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareStandings, maskLogin, rankStandings, type TStanding } from './contest-ranking.ts';

const standings = fc.uniqueArray(
  fc.record({
    userId: fc.integer({ min: 1, max: 10_000 }),
    turnover: fc.bigInt({ min: -5n, max: 20n }),
    reachedAt: fc.integer({ min: 0, max: 10 }),
  }),
  { selector: (standing) => standing.userId, maxLength: 30 },
);

describe('the contest ranking', () => {
  it('ranks only positive turnovers, higher first, the earlier reach first on a tie', () => {
    fc.assert(
      fc.property(standings, (list) => {
        const ranked = rankStandings(list);
        expect(ranked.map((s) => s.rank)).toEqual(ranked.map((_, i) => i + 1));
        expect(ranked).toHaveLength(list.filter((s) => s.turnover > 0n).length);
        for (const [i, above] of ranked.entries()) {
          const below = ranked[i + 1];
          if (!below) continue;
          expect(above.turnover >= below.turnover).toBe(true);
          if (above.turnover === below.turnover)
            expect(
              above.reachedAt < below.reachedAt ||
                (above.reachedAt === below.reachedAt && above.userId < below.userId),
            ).toBe(true);
        }
      }),
    );
  });

  it('does not depend on the order the standings come in', () => {
    fc.assert(
      fc.property(standings, fc.infiniteStream(fc.integer()), (list, seeds) => {
        const shuffled = [...list]
          .map((standing) => ({ standing, key: seeds.next().value as number }))
          .sort((a, b) => a.key - b.key)
          .map(({ standing }) => standing);
        expect(rankStandings(shuffled)).toEqual(rankStandings(list));
      }),
    );
  });

  it('orders totally: only a standing equals itself', () => {
    const a: TStanding = { userId: 1, turnover: 5n, reachedAt: 3 };
    expect(compareStandings(a, { ...a })).toBe(0);
    expect(compareStandings(a, { ...a, userId: 2 })).toBeLessThan(0);
    expect(compareStandings(a, { ...a, reachedAt: 2 })).toBeGreaterThan(0);
    expect(compareStandings(a, { ...a, turnover: 6n })).toBeGreaterThan(0);
  });

  it('masks login names but for their first and last characters', () => {
    expect(maskLogin('demoplayer')).toBe('d***r');
    expect(maskLogin('ab')).toBe('a*');
    expect(maskLogin('张三丰')).toBe('张***丰');
  });
});
