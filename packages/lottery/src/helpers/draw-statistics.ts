import type { TDrawFormat } from '../core/family.ts';
import { bigSmallAt, oddEvenAt, roadOf, streaks } from './roads.ts';

/**
 * The figures of a draw-history chart (走势/冷热/遗漏) over a window of draws, OLDEST FIRST (as
 * roads.ts; reverse a newest-first history). For each position, and for set-judged formats
 * (`ordered` false: Keno, K3) also for the draw as a set at position -1, every ball's:
 * - hits: draws in which it came up (at that position, or anywhere in the draw for the set);
 * - omission (遗漏): draws since it last came up, the window size when it never did;
 * - maxOmission: longest run of draws without it, the runs before its first and after its last
 *   hit included;
 * - averageOmission (平均遗漏): draws without it ÷ (hits + 1), the mean length of the hits + 1
 *   runs its hits cut the window into, empty runs included (the usual chart definition);
 * - maxStreak (最大连出): longest run of consecutive draws with it.
 * Hot lists the balls drawn most (ties: seen more recently first, then the smaller ball), cold
 * the balls drawn least (ties: absent longer first, then the smaller ball), up to 5 each; a ball
 * never drawn is not hot. Streaks are the current 大/小 and 单/双 runs of each position.
 */

export interface TBallStatistics {
  readonly ball: number;
  readonly hits: number;
  readonly omission: number;
  readonly maxOmission: number;
  readonly averageOmission: number;
  readonly maxStreak: number;
}

export interface TPositionStatistics {
  /** 0-based position; -1 for the draw as a set. */
  readonly position: number;
  /** Every ball of the format's range, ascending. */
  readonly balls: readonly TBallStatistics[];
  readonly hot: readonly number[];
  readonly cold: readonly number[];
}

export interface TRoadStreak {
  readonly position: number;
  readonly kind: 'bigSmall' | 'oddEven';
  /** big, small, odd or even. */
  readonly outcome: string;
  readonly length: number;
}

export interface THistoryStatistics {
  /** Draws in the window. */
  readonly draws: number;
  readonly positions: readonly TPositionStatistics[];
  /** Per position, 大/小 then 单/双; empty for an empty history. */
  readonly streaks: readonly TRoadStreak[];
}

/** Most balls listed as hot or cold. */
export const hotColdLength = 5;

/** The ball's figures from the ascending indices of the draws it came up in. */
function ballStatistics(ball: number, hitsAt: readonly number[], window: number): TBallStatistics {
  let maxOmission = 0;
  let maxStreak = 0;
  let streak = 0;
  let previous = -1;
  for (const at of hitsAt) {
    maxOmission = Math.max(maxOmission, at - previous - 1);
    streak = at === previous + 1 ? streak + 1 : 1;
    maxStreak = Math.max(maxStreak, streak);
    previous = at;
  }
  const omission = window - 1 - previous;
  return {
    ball,
    hits: hitsAt.length,
    omission,
    maxOmission: Math.max(maxOmission, omission),
    averageOmission: (window - hitsAt.length) / (hitsAt.length + 1),
    maxStreak,
  };
}

function positionStatistics(
  position: number,
  hitsAt: readonly (readonly number[])[],
  format: TDrawFormat,
  window: number,
): TPositionStatistics {
  const balls = hitsAt.map((at, i) => ballStatistics(format.min + i, at, window));
  const hot = balls
    .filter((ball) => ball.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.omission - b.omission || a.ball - b.ball);
  const cold = [...balls].sort(
    (a, b) => a.hits - b.hits || b.omission - a.omission || a.ball - b.ball,
  );
  return {
    position,
    balls,
    hot: hot.slice(0, hotColdLength).map((ball) => ball.ball),
    cold: cold.slice(0, hotColdLength).map((ball) => ball.ball),
  };
}

function checkDraw(draw: readonly number[], format: TDrawFormat) {
  if (draw.length !== format.length) throw new RangeError('a draw of the wrong length');
  if (draw.some((ball) => !Number.isInteger(ball) || ball < format.min || ball > format.max))
    throw new RangeError('a ball outside the format');
}

/** The statistics of a history (oldest first) in a format; throws on a draw outside it. */
export function drawStatistics(
  history: readonly (readonly number[])[],
  format: TDrawFormat,
): THistoryStatistics {
  const size = format.max - format.min + 1;
  const emptyLists = () => Array.from({ length: size }, (): number[] => []);
  const byPosition = Array.from({ length: format.length }, emptyLists);
  const asSet = format.ordered ? undefined : emptyLists();
  history.forEach((draw, at) => {
    checkDraw(draw, format);
    draw.forEach((ball, position) => byPosition[position]?.[ball - format.min]?.push(at));
    // A ball twice in one draw (K3's pairs) is one hit of the set: the draw either has it or not.
    for (const ball of new Set(draw)) asSet?.[ball - format.min]?.push(at);
  });
  const window = history.length;
  const positions = byPosition.map((hitsAt, position) =>
    positionStatistics(position, hitsAt, format, window),
  );
  if (asSet) positions.push(positionStatistics(-1, asSet, format, window));

  const currentRun = (position: number, kind: TRoadStreak['kind']): TRoadStreak[] => {
    const classify = kind === 'bigSmall' ? bigSmallAt(position, format) : oddEvenAt(position);
    const { current } = streaks(roadOf(history, classify));
    return current ? [{ position, kind, ...current }] : [];
  };
  const roadStreaks = byPosition.flatMap((_, position) => [
    ...currentRun(position, 'bigSmall'),
    ...currentRun(position, 'oddEven'),
  ]);
  return { draws: window, positions, streaks: roadStreaks };
}
