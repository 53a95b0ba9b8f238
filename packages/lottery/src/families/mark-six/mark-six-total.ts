import { fraction } from '../../core/fraction.ts';
import { names, type TNames } from '../../core/names.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { isEven, isOdd, sumOf } from '../../core/kit/side-items.ts';

/**
 * 总和 (brief §3.8): the sum of all 7 numbers (28-322, symmetric about 175): 大 ≥ 175, 小 ≤ 174,
 * 单 / 双 by parity, no tie. Counts among the C(49, 7) = 85,900,584 draws, from a subset-sum
 * count by size (checked again by mark-six-probability.test.ts): sum ≥ 175 in 43,428,958 (the
 * 957,332 draws at exactly 175 make 大 ≈ 0.5056), odd in 42,949,280 (≈ 0.49999).
 */
const draws = 85_900_584;
const drawsBig = 43_428_958;
const drawsOdd = 42_949_280;

/** An item judged on the sum of the 7 numbers, winning `count` of the draws. */
const sumItem = (id: string, name: TNames, count: number, test: (sum: number) => boolean) => ({
  id,
  name,
  probability: fraction(count, draws),
  wins: (draw: readonly number[]) => test(sumOf(draw)),
});

export const markSixTotal = itemBet({
  id: 'marksix.total.twoSided',
  family: 'marksix',
  name: names('总和两面', 'Total two-sided'),
  group: names('总和', 'Total'),
  book: 'twoSided',
  items: [
    sumItem('big', names('总和大', 'Big'), drawsBig, (sum) => sum >= 175),
    sumItem('small', names('总和小', 'Small'), draws - drawsBig, (sum) => sum <= 174),
    sumItem('odd', names('总和单', 'Odd'), drawsOdd, isOdd),
    sumItem('even', names('总和双', 'Even'), draws - drawsOdd, isEven),
  ],
});
