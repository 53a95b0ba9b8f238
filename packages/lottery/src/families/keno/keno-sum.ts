import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { chooseBig } from './hypergeometric.ts';
import { itemBetType, tieLevel } from '../../core/kit/item-bet-type.ts';

/**
 * KL8 总和 bets on the sum of the 20 numbers (210-1410, symmetric about 810 since x ↦ 81 − x
 * maps a draw of sum s to one of 1620 − s). Bocai settles 大 (> 810) / 小 (< 810) and the
 * 大单/大双/小单/小双 combos as 和局 at exactly 810, 单/双 by plain parity (810 is 双), and
 * sells 总和810 as an item of its own. Some products instead let 大小单双 lose at 810; the `tie`
 * level lets the book choose.
 *
 * Counts of the C(80, 20) = 3,535,316,142,212,174,320 draws, from a subset-sum count by size
 * (checked again by keno-probability.test.ts):
 * - sum = 810: 15,542,763,534,960,598 (≈ 0.44%);
 * - sum > 810 and sum < 810: 1,759,886,689,338,606,861 each;
 * - odd sum: 1,767,658,070,682,256,896 (≈ 0.49999999988, not exactly 1/2);
 * - > 810 and odd: 883,829,035,341,128,448; > 810 and even: 876,057,653,997,478,413
 *   (< 810 mirrors: 1620 − s keeps parity, so 小单 = 大单 and 小双 = 大双).
 */
const draws = chooseBig(80, 20);
const drawsAt810 = 15_542_763_534_960_598n;
const drawsAbove810 = 1_759_886_689_338_606_861n;
const drawsOdd = 1_767_658_070_682_256_896n;
const drawsAboveOdd = 883_829_035_341_128_448n;
const drawsAboveEven = 876_057_653_997_478_413n;
const of = (count: bigint) => fraction(count, draws);

const sumOf = (draw: readonly number[]) => draw.reduce((total, ball) => total + ball, 0);
const group = names('总和', 'Sum');

/** 总和大小: 大 sum > 810, 小 sum < 810, 和 at 810. */
export const kenoSumBigSmall = itemBetType({
  id: 'keno.sum.bigSmall',
  family: 'keno',
  name: names('总和大小', 'Sum big / small'),
  group,
  items: [
    { id: 'big', name: names('总和大', 'Big'), probability: of(drawsAbove810) },
    { id: 'small', name: names('总和小', 'Small'), probability: of(drawsAbove810) },
  ],
  tie: of(drawsAt810),
  winners(draw) {
    const sum = sumOf(draw);
    return sum === 810 ? tieLevel : [sum > 810 ? 'big' : 'small'];
  },
});

/** 总和单双: parity of the sum, no tie. */
export const kenoSumOddEven = itemBetType({
  id: 'keno.sum.oddEven',
  family: 'keno',
  name: names('总和单双', 'Sum odd / even'),
  group,
  items: [
    { id: 'odd', name: names('总和单', 'Odd'), probability: of(drawsOdd) },
    { id: 'even', name: names('总和双', 'Even'), probability: of(draws - drawsOdd) },
  ],
  winners: (draw) => [sumOf(draw) % 2 === 1 ? 'odd' : 'even'],
});

/** 总和过关: 大单 / 大双 / 小单 / 小双, 和 at 810. */
export const kenoSumCombo = itemBetType({
  id: 'keno.sum.combo',
  family: 'keno',
  name: names('总和过关', 'Sum combo'),
  group,
  items: [
    { id: 'bigOdd', name: names('总大单', 'Big odd'), probability: of(drawsAboveOdd) },
    { id: 'bigEven', name: names('总大双', 'Big even'), probability: of(drawsAboveEven) },
    { id: 'smallOdd', name: names('总小单', 'Small odd'), probability: of(drawsAboveOdd) },
    { id: 'smallEven', name: names('总小双', 'Small even'), probability: of(drawsAboveEven) },
  ],
  tie: of(drawsAt810),
  winners(draw) {
    const sum = sumOf(draw);
    if (sum === 810) return tieLevel;
    return [`${sum > 810 ? 'big' : 'small'}${sum % 2 === 1 ? 'Odd' : 'Even'}`];
  },
});

/** 总和810: the sum is exactly 810 (≈ 1/227). */
export const kenoSum810 = itemBetType({
  id: 'keno.sum.exact810',
  family: 'keno',
  name: names('总和810', 'Sum 810'),
  group,
  items: [{ id: 'sum810', name: names('总和810', 'Sum 810'), probability: of(drawsAt810) }],
  winners: (draw) => (sumOf(draw) === 810 ? ['sum810'] : []),
});
