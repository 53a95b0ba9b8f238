import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { itemBetType } from '../../core/kit/item-bet-type.ts';

/**
 * 总和 (brief §3.8): the sum of all 7 numbers (28-322, symmetric about 175): 大 ≥ 175, 小 ≤ 174,
 * 单 / 双 by parity, no tie. Counts among the C(49, 7) = 85,900,584 draws, from a subset-sum
 * count by size (checked again by mark-six-probability.test.ts): sum ≥ 175 in 43,428,958 (the
 * 957,332 draws at exactly 175 make 大 ≈ 0.5056), odd in 42,949,280 (≈ 0.49999).
 */
const draws = 85_900_584;
const drawsBig = 43_428_958;
const drawsOdd = 42_949_280;

export const markSixTotal = itemBetType({
  id: 'marksix.total.twoSided',
  family: 'marksix',
  name: names('总和两面', 'Total two-sided'),
  group: names('总和', 'Total'),
  items: [
    { id: 'big', name: names('总和大', 'Big'), probability: fraction(drawsBig, draws) },
    { id: 'small', name: names('总和小', 'Small'), probability: fraction(draws - drawsBig, draws) },
    { id: 'odd', name: names('总和单', 'Odd'), probability: fraction(drawsOdd, draws) },
    { id: 'even', name: names('总和双', 'Even'), probability: fraction(draws - drawsOdd, draws) },
  ],
  winners(draw) {
    const sum = draw.reduce((total, ball) => total + ball, 0);
    return [sum >= 175 ? 'big' : 'small', sum % 2 === 1 ? 'odd' : 'even'];
  },
});
