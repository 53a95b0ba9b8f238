/**
 * 路珠 (bead road) and 长龙 (streak) views of a game's history, for the picker's road mode and
 * the streak panel. A history is a list of drawn numbers, OLDEST FIRST (draw-history calls list
 * the newest first: reverse them). A classifier turns each draw into an outcome label.
 */
export type TClassifier = (draw: readonly number[]) => string;

/**
 * 大/小 of the ball at `position`, split at the upper half of the ball range as the quick picks
 * do (0-9: 大 5-9; 1-10: 大 6-10; 1-20: 大 11-20). Pass another range to move the threshold.
 */
export function bigSmallAt(position: number, balls: { min: number; max: number }): TClassifier {
  const firstBig = balls.min + Math.floor((balls.max - balls.min + 1) / 2);
  return (draw) => ((draw[position] ?? balls.min) >= firstBig ? 'big' : 'small');
}

/** 单/双 of the ball at `position`. */
export const oddEvenAt =
  (position: number): TClassifier =>
  (draw) =>
    (draw[position] ?? 0) % 2 !== 0 ? 'odd' : 'even';

/** The outcome of every draw of a history, oldest first. */
export const roadOf = (history: readonly (readonly number[])[], classify: TClassifier) =>
  history.map(classify);

/** Rows of a bead-road column, as on bead plates. */
export const beadRoadRows = 6;

/**
 * The road as columns, oldest column first, each listed top to bottom: a run of one outcome goes
 * down a column, a change of outcome starts a new column, and a run longer than `rows` wraps on
 * into the next column (still the same outcome), so no column is taller than `rows`.
 */
export function beadRoad(outcomes: readonly string[], rows = beadRoadRows): string[][] {
  if (!Number.isInteger(rows) || rows < 1) throw new RangeError('rows must be a positive integer');
  const columns: string[][] = [];
  let column: string[] | undefined;
  for (const outcome of outcomes) {
    if (!column || column.length === rows || column[0] !== outcome) {
      column = [];
      columns.push(column);
    }
    column.push(outcome);
  }
  return columns;
}

export interface TStreaks {
  /** The run the latest draws are on (长龙 when long), or null for an empty history. */
  readonly current: { readonly outcome: string; readonly length: number } | null;
  /** Per outcome seen, its longest run. */
  readonly longest: Readonly<Record<string, number>>;
}

/** Current and longest runs of a road (oldest first). */
export function streaks(outcomes: readonly string[]): TStreaks {
  const longest: Record<string, number> = {};
  let outcome: string | undefined;
  let length = 0;
  for (const next of outcomes) {
    length = next === outcome ? length + 1 : 1;
    outcome = next;
    longest[next] = Math.max(longest[next] ?? 0, length);
  }
  return { current: outcome === undefined ? null : { outcome, length }, longest };
}
