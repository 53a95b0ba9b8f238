import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TDrawFormat } from '../core/family.ts';
import { families } from '../catalogue.ts';
import { arbitraryDraw } from '../test-support/bet-type-laws.ts';
import { drawStatistics, hotColdLength } from './draw-statistics.ts';
import { streaks } from './roads.ts';

const tiny: TDrawFormat = { length: 2, min: 0, max: 3, distinct: false, ordered: true };
const k3: TDrawFormat = { length: 3, min: 1, max: 6, distinct: false, ordered: false };

describe('draw statistics', () => {
  it('computes every figure of a hand-made history', () => {
    const history = [
      [1, 0],
      [1, 2],
      [3, 2],
      [1, 1],
      [0, 2],
    ];
    const stats = drawStatistics(history, tiny);
    expect(stats.draws).toBe(5);
    expect(stats.positions).toEqual([
      {
        position: 0,
        balls: [
          { ball: 0, hits: 1, omission: 0, maxOmission: 4, averageOmission: 2, maxStreak: 1 },
          { ball: 1, hits: 3, omission: 1, maxOmission: 1, averageOmission: 0.5, maxStreak: 2 },
          { ball: 2, hits: 0, omission: 5, maxOmission: 5, averageOmission: 5, maxStreak: 0 },
          { ball: 3, hits: 1, omission: 2, maxOmission: 2, averageOmission: 2, maxStreak: 1 },
        ],
        hot: [1, 0, 3],
        cold: [2, 3, 0, 1],
      },
      {
        position: 1,
        balls: [
          { ball: 0, hits: 1, omission: 4, maxOmission: 4, averageOmission: 2, maxStreak: 1 },
          { ball: 1, hits: 1, omission: 1, maxOmission: 3, averageOmission: 2, maxStreak: 1 },
          { ball: 2, hits: 3, omission: 0, maxOmission: 1, averageOmission: 0.5, maxStreak: 2 },
          { ball: 3, hits: 0, omission: 5, maxOmission: 5, averageOmission: 5, maxStreak: 0 },
        ],
        hot: [2, 1, 0],
        cold: [3, 0, 1, 2],
      },
    ]);
    // Big is the upper half, 2-3.
    expect(stats.streaks).toEqual([
      { position: 0, kind: 'bigSmall', outcome: 'small', length: 2 },
      { position: 0, kind: 'oddEven', outcome: 'even', length: 1 },
      { position: 1, kind: 'bigSmall', outcome: 'big', length: 1 },
      { position: 1, kind: 'oddEven', outcome: 'even', length: 1 },
    ]);
  });

  it('adds the draw as a set for set-judged formats, a pair counting once', () => {
    const stats = drawStatistics(
      [
        [1, 1, 2],
        [3, 4, 5],
        [2, 2, 2],
      ],
      k3,
    );
    expect(stats.positions.map((p) => p.position)).toEqual([0, 1, 2, -1]);
    const set = stats.positions[3];
    expect(set?.balls.map((b) => [b.ball, b.hits, b.omission])).toEqual([
      [1, 1, 2],
      [2, 2, 0],
      [3, 1, 1],
      [4, 1, 1],
      [5, 1, 1],
      [6, 0, 3],
    ]);
    expect(set?.hot).toEqual([2, 3, 4, 5, 1]);
    expect(set?.cold).toEqual([6, 1, 3, 4, 5]);
  });

  it('answers an empty history with zero figures and no streaks', () => {
    const stats = drawStatistics([], tiny);
    expect(stats.streaks).toEqual([]);
    expect(stats.positions[0]?.hot).toEqual([]);
    expect(stats.positions[0]?.balls[0]).toEqual({
      ball: 0,
      hits: 0,
      omission: 0,
      maxOmission: 0,
      averageOmission: 0,
      maxStreak: 0,
    });
  });

  it('refuses a draw outside the format', () => {
    expect(() => drawStatistics([[1]], tiny)).toThrow(RangeError);
    expect(() => drawStatistics([[1, 4]], tiny)).toThrow(RangeError);
  });

  it('keeps its laws on every family format (property)', () => {
    const formatAndHistory = fc
      .constantFrom(...families.map((family) => family.draw))
      .chain((format) =>
        fc.tuple(
          fc.constant(format),
          fc.array(arbitraryDraw(format.length, format.min, format.max, format.distinct), {
            maxLength: 30,
          }),
        ),
      );
    fc.assert(
      fc.property(formatAndHistory, ([format, history]) => {
        const window = history.length;
        const stats = drawStatistics(history, format);
        const ordered = stats.positions.filter((p) => p.position >= 0);
        expect(ordered).toHaveLength(format.length);
        const hitsOf = (balls: readonly { hits: number }[]) =>
          balls.reduce((sum, ball) => sum + ball.hits, 0);
        expect(ordered.reduce((sum, p) => sum + hitsOf(p.balls), 0)).toBe(window * format.length);
        const set = stats.positions.find((p) => p.position === -1);
        expect(set === undefined).toBe(format.ordered);
        if (set && format.distinct) expect(hitsOf(set.balls)).toBe(window * format.length);

        // Plain checks gathered into one list: an expect per ball would dominate the run time.
        const broken: string[] = [];
        const check = (ok: boolean, what: string) => {
          if (!ok) broken.push(what);
        };
        for (const { position, balls, hot, cold } of stats.positions) {
          check(
            balls.every((b, i) => b.ball === format.min + i) &&
              balls.length === format.max - format.min + 1,
            `${position}: balls`,
          );
          for (const ball of balls) {
            const at = `${position}/${ball.ball}`;
            check(ball.omission <= window, `${at}: omission within the window`);
            check((ball.omission === window) === (ball.hits === 0), `${at}: never drawn`);
            check(ball.maxOmission >= ball.omission, `${at}: max omission`);
            check(ball.maxStreak <= ball.hits, `${at}: max streak`);
            check(
              Math.abs(ball.averageOmission * (ball.hits + 1) - (window - ball.hits)) < 1e-9,
              `${at}: average omission`,
            );
            // The same figures from the hit/miss road of the ball.
            const road = history.map((draw) =>
              (position < 0 ? draw.includes(ball.ball) : draw[position] === ball.ball)
                ? 'hit'
                : 'miss',
            );
            const runs = streaks(road);
            check(ball.maxStreak === (runs.longest.hit ?? 0), `${at}: road max streak`);
            check(ball.maxOmission === (runs.longest.miss ?? 0), `${at}: road max omission`);
            check(
              ball.omission === (runs.current?.outcome === 'miss' ? runs.current.length : 0),
              `${at}: road omission`,
            );
          }
          check(hot.length <= hotColdLength && cold.length <= hotColdLength, `${position}: 5`);
          const hitsOfBall = (ball: number | undefined) =>
            balls[(ball ?? format.min) - format.min]?.hits;
          const most = Math.max(...balls.map((b) => b.hits));
          check(most === 0 || hitsOfBall(hot[0]) === most, `${position}: hottest`);
          check(hitsOfBall(cold[0]) === Math.min(...balls.map((b) => b.hits)), `${position}: cold`);
        }
        expect(broken).toEqual([]);
        expect(stats.streaks).toHaveLength(window === 0 ? 0 : 2 * format.length);
        for (const streak of stats.streaks) expect(streak.length).toBeLessThanOrEqual(window);
      }),
      { numRuns: 100 },
    );
  });
});
