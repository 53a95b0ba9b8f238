/**
 * Balls as bit masks (ball b is bit b; every family here stays below 32): intersections of picks
 * and draws become one AND, which keeps settlement and counting fast on large selections.
 */
export const maskOf = (balls: readonly number[]): number =>
  balls.reduce((mask, ball) => mask | (1 << ball), 0);

export function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/**
 * Every partition of {0..n-1} into blocks (Bell(5) = 52), with its Möbius coefficient
 * Π_{B} (-1)^{|B|-1} (|B|-1)!, cached per n.
 */
const partitionCache = new Map<number, { blocks: number[][]; coefficient: number }[]>();
function partitionsOf(n: number) {
  const cached = partitionCache.get(n);
  if (cached) return cached;
  let partitions: number[][][] = [[]];
  for (let item = 0; item < n; item += 1) {
    partitions = partitions.flatMap((blocks) => [
      ...blocks.map((_, b) => blocks.map((block, i) => (i === b ? [...block, item] : block))),
      [...blocks, [item]],
    ]);
  }
  const weighted = partitions.map((blocks) => ({
    blocks,
    coefficient: blocks.reduce(
      (c, block) => c * (block.length % 2 === 1 ? 1 : -1) * factorial(block.length - 1),
      1,
    ),
  }));
  partitionCache.set(n, weighted);
  return weighted;
}

/**
 * Tuples with one ball from each row and no ball twice (11x5 前三直选, PK10 猜前五): Möbius
 * inversion over the partitions π of the rows, Σ_π coefficient(π) Π_{B∈π} |∩_{i∈B} row_i|.
 * For 3 rows: |A||B||C| - |A∩B||C| - |A∩C||B| - |B∩C||A| + 2|A∩B∩C|. At most 52 terms for 5 rows,
 * where the full 10x10x10x10x10 selection would expand to 30,240 units.
 */
export function countDistinctTuples(rows: readonly (readonly number[])[]): number {
  const masks = rows.map(maskOf);
  let total = 0;
  for (const { blocks, coefficient } of partitionsOf(rows.length)) {
    let term = coefficient;
    for (const block of blocks) {
      let common = -1;
      for (const row of block) common &= masks[row] as number;
      term *= bitCount(common);
      if (term === 0) break;
    }
    total += term;
  }
  return total;
}
