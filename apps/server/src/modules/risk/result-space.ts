import type { TNumberFormat } from '@lottery/lottery';

/**
 * Every winning number a category can draw, as text parseWinningNumber reads, when there are at
 * most `limit` of them (K3 216, 3D 1,000); null when there are more (SSC's 100,000, keno, hash)
 * or the format is a hash: trying each against the open tickets would take too long to refresh
 * the board every few seconds.
 */
export function resultSpaceOf(format: TNumberFormat, limit: number): string[] | null {
  if (format.kind === 'hash') return null;
  const values = format.max - format.min + 1;
  let size = 1;
  for (let i = 0; i < format.length; i += 1) {
    size *= format.distinct ? values - i : values;
    if (size > limit) return null;
  }
  const results: string[] = [];
  const draw: number[] = [];
  const text = (numbers: readonly number[]) =>
    format.max <= 9 ? numbers.join('') : numbers.map((n) => String(n).padStart(2, '0')).join(',');
  const walk = () => {
    if (draw.length === format.length) {
      results.push(text(draw));
      return;
    }
    for (let n = format.min; n <= format.max; n += 1) {
      if (format.distinct && draw.includes(n)) continue;
      draw.push(n);
      walk();
      draw.pop();
    }
  };
  walk();
  return results;
}
