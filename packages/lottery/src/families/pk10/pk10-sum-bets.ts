import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { numberPickBet } from '../../core/kit/number-pick-bet.ts';
import { top2Sum } from './pk10-family.ts';

/** Ordered (1st, 2nd) pairs with sum s, s = 3..11: 2 2 4 4 6 6 8 8 10; H(s) = H(22 - s), 90 in all. */
const pairWays = [2, 2, 4, 4, 6, 6, 8, 8, 10];
const waysOf = (sum: number) => pairWays[Math.min(sum, 22 - sum) - 3] as number;

/**
 * 冠亚和值: each picked sum 3-19 of the first two cars is one unit, level `sumS` with
 * p = H(s)/90 (81 for 3, 4, 18, 19 down to 16.2 for 11 at group 1800).
 */
export const pk10Top2Sum: TBetType = numberPickBet({
  id: 'pk10.top2Sum.sum',
  family: 'pk10',
  name: names('冠亚和值', '1st + 2nd sum'),
  group: names('冠亚和', '1st + 2nd'),
  field: 'sums',
  range: { min: 3, max: 19 },
  label: names('和值', 'Sum'),
  levels: Array.from({ length: 17 }, (_, i) => i + 3).map((sum) => ({
    id: `sum${sum}`,
    name: names(`和值${sum}`, `Sum ${sum}`),
    probability: fraction(waysOf(sum), 90),
  })),
  levelOf: (pick, draw) => (top2Sum(draw) === pick ? `sum${pick}` : undefined),
});
