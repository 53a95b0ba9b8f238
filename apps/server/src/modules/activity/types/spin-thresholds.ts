/**
 * Spins earned by amounts reached (the wheel's turnover thresholds, the slot's turnover and
 * deposit ones): how many of `thresholds` the amount reached, and the least amount still missing
 * for the next (null once every one is reached).
 */
export function thresholdsReached(thresholds: readonly bigint[], amount: bigint) {
  const reached = thresholds.filter((threshold) => amount >= threshold).length;
  const next = thresholds
    .filter((threshold) => amount < threshold)
    .reduce<bigint | null>(
      (min, threshold) => (min === null || threshold < min ? threshold : min),
      null,
    );
  return { reached, nextGap: next === null ? null : next - amount };
}
