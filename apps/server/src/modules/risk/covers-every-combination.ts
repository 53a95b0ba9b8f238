import { expandUnits, findBetType, type TSelection } from '@lottery/lottery';

/**
 * Whether a player's selections on one bet type of one issue, together, take every combination
 * the type offers (a bet that cannot lose, bought for the rebate or to launder turnover): every
 * item of an item bet (big and small, odd and even...), every sum of a sum bet, every tuple of a
 * direct row bet (one ball per row). Group (组选) and multi-position shapes are not judged here
 * (answer false): their unit counts do not map onto the draws one to one.
 */
/** 5-star direct's 100,000 tuples: larger spaces are not expanded. */
const largestJudged = 100_000;

export function coversEveryCombination(betTypeId: string, selections: readonly TSelection[]) {
  const type = findBetType(betTypeId);
  if (!type) return false;
  const shape = type.shape;
  const units = new Set<string>();
  for (const selection of selections) {
    if (!type.validate(selection).ok) continue;
    for (const unit of expandUnits(betTypeId, selection)) units.add(JSON.stringify(unit));
  }
  switch (shape.kind) {
    case 'items':
      return units.size >= shape.items.length;
    case 'sums':
      return units.size >= shape.max - shape.min + 1;
    case 'rows': {
      const isDirect = shape.rows.every((row) => row.minPicks === 1);
      const all = shape.rows.reduce((n) => n * (shape.balls.max - shape.balls.min + 1), 1);
      return isDirect && all <= largestJudged && units.size >= all;
    }
    default:
      return false;
  }
}
