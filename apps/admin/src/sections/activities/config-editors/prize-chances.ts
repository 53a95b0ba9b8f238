/**
 * Each prize's chance in percent, as text with two decimals, from the weights the draw uses
 * (packages/lottery weighted-draw: weight ÷ the table's total). Weights not yet valid (empty, not
 * a whole number, below 1) count as nothing and show no chance, so the others still add to 100.
 * Display only: the draw itself never sees these numbers.
 */
export function prizeChances(weights: readonly number[]): (string | null)[] {
  const isCounted = (weight: number) => Number.isInteger(weight) && weight >= 1;
  const total = weights.filter(isCounted).reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) =>
    isCounted(weight) && total > 0 ? `${((weight * 100) / total).toFixed(2)}%` : null,
  );
}
