import { fraction } from '../../core/fraction.ts';

/** C(n, k) as a bigint: Keno denominators such as C(80, 20) ≈ 3.5e18 pass 2^53. */
export function chooseBig(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= Math.min(k, n - k); i += 1)
    result = (result * BigInt(n - i + 1)) / BigInt(i);
  return result;
}

/**
 * P(exactly `hits` of `picks` chosen numbers are among the `drawn` of `pool`):
 * C(drawn, hits) × C(pool − drawn, picks − hits) / C(pool, picks).
 */
export const hypergeometric = (pool: number, drawn: number, picks: number, hits: number) =>
  fraction(chooseBig(drawn, hits) * chooseBig(pool - drawn, picks - hits), chooseBig(pool, picks));
