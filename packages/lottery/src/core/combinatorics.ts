/** C(n, k) for the small n of lottery selections (exact while below 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/** Every k-element subset of `items`, in lexicographic order of positions. */
export function* combinations<T>(items: readonly T[], k: number): Generator<T[]> {
  if (k > items.length || k < 0) return;
  const index = Array.from({ length: k }, (_, i) => i);
  while (true) {
    yield index.map((i) => items[i] as T);
    let i = k - 1;
    while (i >= 0 && index[i] === items.length - k + i) i -= 1;
    if (i < 0) return;
    index[i] = (index[i] as number) + 1;
    for (let j = i + 1; j < k; j += 1) index[j] = (index[j - 1] as number) + 1;
  }
}

/** The Cartesian product of rows: one pick from each. */
export function* product<T>(rows: readonly (readonly T[])[]): Generator<T[]> {
  if (rows.some((row) => row.length === 0)) return;
  const index = rows.map(() => 0);
  while (true) {
    yield rows.map((row, r) => row[index[r] as number] as T);
    let r = rows.length - 1;
    while (r >= 0 && index[r] === (rows[r] as readonly T[]).length - 1) {
      index[r] = 0;
      r -= 1;
    }
    if (r < 0) return;
    index[r] = (index[r] as number) + 1;
  }
}
