/**
 * A source of random integers in [0, n). Helpers take one instead of calling Math.random, so the
 * client can pass one built on crypto.getRandomValues and tests a seeded one.
 */
export type TRandomInt = (n: number) => number;

/**
 * A seeded source (mulberry32): the same seed gives the same picks, for tests and benchmarks.
 * Not for anything a player could profit from predicting.
 */
export function seededRandomInt(seed: number): TRandomInt {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * n);
  };
}

/** `k` distinct values of [min, max] in random order (a partial Fisher–Yates shuffle). */
export function sampleDistinct(random: TRandomInt, min: number, max: number, k: number): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const count = Math.min(k, pool.length);
  for (let i = 0; i < count; i += 1) {
    const j = i + random(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count);
}
