/** The picker's quick buttons over one row of balls: 全 大 小 奇 偶 清. */
export type TQuickPick = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear';

export const quickPicks: readonly TQuickPick[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];

/**
 * The balls a quick button selects in a row ranging over [min, max], ascending. Big is the upper
 * half of the row's own range and small the lower; with an odd number of balls the middle one
 * counts as big: 0-9 → 5-9, 1-11 → 6-11, 1-49 → 25-49, 3-18 → 11-18, 1-6 → 4-6. This matches
 * each family's per-ball 大 (SSC ≥5, 11x5 ≥6, PK10 ≥6, Happy 10 ≥11, Mark Six ≥25) and K3's
 * sum 大 (11-18); a row whose book uses another threshold passes its own range.
 */
export function quickPick(kind: TQuickPick, balls: { min: number; max: number }): number[] {
  const { min, max } = balls;
  const all = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const firstBig = min + Math.floor(all.length / 2);
  switch (kind) {
    case 'all':
      return all;
    case 'big':
      return all.filter((ball) => ball >= firstBig);
    case 'small':
      return all.filter((ball) => ball < firstBig);
    case 'odd':
      return all.filter((ball) => ball % 2 !== 0);
    case 'even':
      return all.filter((ball) => ball % 2 === 0);
    case 'clear':
      return [];
  }
}
