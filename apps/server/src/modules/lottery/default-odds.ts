import {
  betTypesOf,
  maxOddsThousandths,
  minOddsThousandths,
  tieLevel,
  validateOddsTable,
  type TBetType,
  type TFamilyId,
  type TFraction,
  type TOddsEntry,
  type TOddsTable,
} from '@lottery/lottery';

/**
 * A game's default two-sided odds (lottery_games.two_sided_return_permille: "default odds return
 * this share of the stake on average"). Each outcome of probability p gets
 *   odds = floor(returnPermille / (1000 × p) × 1000) thousandths = floor(returnPermille × den / num),
 * clamped to [minOddsThousandths, maxOddsThousandths], so a unit returns returnPermille ‰ of its
 * stake on average (a little less, by the flooring).
 *
 * Ties. A `tie` level that is not itself an item (大小 on 11x5's ball 11, Mark Six's 49) gets the
 * rule 'lose': the odds above already return the whole target on the item's own probability, so
 * refunding ties on top would return more than the target (11x5 ball 大: 97.5 % + 1/11 = 106.6 %).
 * A tie that is an item (龙虎和's 和) is priced like any outcome.
 *
 * Graded levels. Where one unit wins different levels on different draws (单挑一骰: a face shown
 * once, twice or thrice), pricing each level at the full target would return it once per level
 * (292.5 % for three). Those types pay 1 + weight × m per level instead, the traditional ×1 / ×2 /
 * ×3, with m chosen so that Σ p(level) × odds(level) is the target. Every other two-sided type
 * wins at most one level per unit whatever the draw (its levels are its items, or depend on the
 * unit only, like 生肖连's 本命 level), so the plain formula holds for it.
 */
export const gradedLevels: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  'k3.twoSided.dieCount': { once: 1, twice: 2, thrice: 3 },
};

const clamp = (odds: bigint) =>
  Math.min(maxOddsThousandths, Math.max(minOddsThousandths, Number(odds)));

/** The type's item ids when it is picked by items (two-sided types are). */
export const itemIdsOf = (type: TBetType): ReadonlySet<string> =>
  new Set(type.shape.kind === 'items' ? type.shape.items.map((item) => item.id) : []);

/** floor(returnPermille / p), in thousandths. */
const plainOdds = (returnPermille: number, p: TFraction) =>
  (BigInt(returnPermille) * p.den) / p.num;

function gradedOdds(
  type: TBetType,
  weights: Readonly<Record<string, number>>,
  returnPermille: number,
): Record<string, number> {
  // Over the common denominator D of the levels: Σp = S/D, Σp·w = W/D, and for the target
  // T = returnPermille/1000: m = (T − S/D) / (W/D), so 1000·m = (returnPermille·D − 1000·S) / W.
  const den = type.levels.reduce((product, level) => product * level.probability.den, 1n);
  const scaled = type.levels.map((level) => ({
    id: level.id,
    weight: BigInt(weights[level.id] ?? 0),
    num: (level.probability.num * den) / level.probability.den,
  }));
  const sum = scaled.reduce((total, level) => total + level.num, 0n);
  const weighted = scaled.reduce((total, level) => total + level.num * level.weight, 0n);
  const profit = BigInt(returnPermille) * den - 1000n * sum;
  return Object.fromEntries(
    scaled.map((level) => [level.id, clamp(1000n + (level.weight * profit) / weighted)]),
  );
}

function entryOf(type: TBetType, returnPermille: number): TOddsEntry {
  const weights = gradedLevels[type.id];
  if (weights) return { odds: gradedOdds(type, weights, returnPermille) };
  const items = itemIdsOf(type);
  const priced = type.levels.filter((level) => level.id !== tieLevel || items.has(tieLevel));
  const odds = Object.fromEntries(
    priced.map((level) => [level.id, clamp(plainOdds(returnPermille, level.probability))]),
  );
  return priced.length < type.levels.length ? { odds, tie: 'lose' } : { odds };
}

/** The default odds table of a family's two-sided types at a return (per mille). */
export function defaultOddsTable(family: TFamilyId, returnPermille: number): TOddsTable {
  const types = betTypesOf(family).filter((type) => type.book === 'twoSided');
  const table = Object.fromEntries(types.map((type) => [type.id, entryOf(type, returnPermille)]));
  const validation = validateOddsTable(table, types);
  // Built from the types themselves, a table can only fail on a bug here or in a type.
  if (!validation.ok)
    throw new Error(`default odds of ${family}: ${JSON.stringify(validation.problems)}`);
  return table;
}
