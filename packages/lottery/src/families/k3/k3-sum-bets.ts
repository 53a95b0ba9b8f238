import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { numberPickBet } from '../../core/kit/number-pick-bet.ts';
import { isEven, isOdd, sideItem, sideNames, sumOf } from '../../core/kit/side-items.ts';
import { isTriple } from './k3-family.ts';

/** Ordered outcomes with dice sum s, s = 3..10: 1 3 6 10 15 21 25 27; S(s) = S(21 - s). */
const sumWays = [1, 3, 6, 10, 15, 21, 25, 27];
const waysOf = (sum: number) => sumWays[Math.min(sum, 21 - sum) - 3] as number;

const group = names('和值', 'Sum');

/**
 * 和值: each picked sum 3-18 is one unit, level `sumS` with p = S(s)/216 (388.8 for 3 or 18 down
 * to 14.4 for 10 or 11 at group 1800).
 */
export const k3Sum: TBetType = numberPickBet({
  id: 'k3.sum.sum',
  family: 'k3',
  name: names('和值', 'Sum'),
  group,
  field: 'sums',
  range: { min: 3, max: 18 },
  label: names('和值', 'Sum'),
  levels: Array.from({ length: 16 }, (_, i) => i + 3).map((sum) => ({
    id: `sum${sum}`,
    name: names(`和值${sum}`, `Sum ${sum}`),
    probability: fraction(waysOf(sum), 216),
  })),
  levelOf: (pick, draw) => (sumOf(draw) === pick ? `sum${pick}` : undefined),
});

const half = fraction(1, 2);

/**
 * 和值大小单双, official book: 大 11-18, 小 3-10, 单, 双, each 108/216 = 1/2 (3.6 at group 1800).
 * Triples are judged like any other sum here.
 */
export const k3SumBigSmall: TBetType = itemBet({
  id: 'k3.sum.bigSmallOddEven',
  family: 'k3',
  name: names('和值大小单双', 'Sum big/small/odd/even'),
  group,
  book: 'official',
  items: [
    sideItem('big', half, sumOf, (s) => s >= 11),
    sideItem('small', half, sumOf, (s) => s <= 10),
    sideItem('odd', half, sumOf, isOdd),
    sideItem('even', half, sumOf, isEven),
  ],
});

/**
 * 两面 和值大小单双: as above, but any triple loses every item (通杀, as in 骰宝 big/small), so each
 * item wins 105/216 = 35/72 (each item has 3 of the 6 triples). A triple is a loss, not a refund.
 */
const twoSidedItem = (id: 'big' | 'small' | 'odd' | 'even', test: (sum: number) => boolean) => ({
  id,
  name: sideNames[id],
  probability: fraction(105, 216),
  wins: (draw: readonly number[]) => !isTriple(draw) && test(sumOf(draw)),
});

export const k3TwoSidedSum: TBetType = itemBet({
  id: 'k3.twoSided.sum',
  family: 'k3',
  name: names('和值两面', 'Sum two-sided'),
  group: names('两面', 'Two-sided'),
  book: 'twoSided',
  items: [
    twoSidedItem('big', (s) => s >= 11),
    twoSidedItem('small', (s) => s <= 10),
    twoSidedItem('odd', isOdd),
    twoSidedItem('even', isEven),
  ],
});
