/**
 * 走势图 cells: one row per issue (oldest first), one cell per ball value of the chosen position
 * (or of the whole draw, position -1, for set-judged games). A hit cell holds the ball; every
 * other cell holds its omission (遗漏): how many drawn issues since that ball was last hit,
 * counting this one, so it runs 1, 2, 3… from the top of the chart or from the last hit.
 * Issues without numbers (cancelled) get no cells and do not count.
 */
export interface TTrendCell {
  ball: number;
  isHit: boolean;
  /** 0 on a hit. */
  omission: number;
}

export interface TTrendRow {
  serialNumber: string;
  /** null for an issue without numbers. */
  cells: TTrendCell[] | null;
}

export interface TTrendInput {
  serialNumber: string;
  numbers: readonly number[] | null;
}

export function trendMatrix(
  issues: readonly TTrendInput[],
  position: number,
  range: { min: number; max: number },
): TTrendRow[] {
  const balls = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
  const omissions = new Map(balls.map((ball) => [ball, 0]));
  return issues.map(({ serialNumber, numbers }) => {
    if (!numbers) return { serialNumber, cells: null };
    const hits = new Set(position < 0 ? numbers : [numbers[position]]);
    const cells = balls.map((ball) => {
      const isHit = hits.has(ball);
      const omission = isHit ? 0 : (omissions.get(ball) ?? 0) + 1;
      omissions.set(ball, omission);
      return { ball, isHit, omission };
    });
    return { serialNumber, cells };
  });
}
