/**
 * Test support: reproducible samples for the probability tests of Keno, Mark Six, Lucky 28 and
 * hash games. mulberry32 is a tiny 32-bit generator: fine for sampling checks, never for real
 * draws (those come from a CSPRNG or a committed block hash, brief §5).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The time limit of a sampling test. Tests assert behaviour, not speed: these loops take up to
 * about 20 s on a quiet 2-core machine with other test files beside them, and a shared machine
 * (CI beside other work) stretches that, so the limit holds at three times that run time.
 */
export const samplingTestTimeoutMs = 60_000;

/** `count` draws of `length` distinct balls from min..max, in draw order (partial Fisher-Yates). */
export function* seededDraws(
  seed: number,
  count: number,
  length: number,
  min: number,
  max: number,
): Generator<number[]> {
  const random = seededRandom(seed);
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (let n = 0; n < count; n += 1) {
    for (let i = 0; i < length; i += 1) {
      const j = i + Math.floor(random() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
    }
    yield pool.slice(0, length);
  }
}

/**
 * Whether an observed frequency is within 5 standard errors of p: with a fixed seed the outcome
 * is deterministic, and 5σ leaves room for every level of every type without loosening much
 * (at 200,000 draws and p = 1/2 it is ±0.0056).
 */
export function withinSampleError(wins: number, draws: number, p: number): boolean {
  const sigma = Math.sqrt((p * (1 - p)) / draws);
  return Math.abs(wins / draws - p) <= 5 * sigma + 1e-12;
}
