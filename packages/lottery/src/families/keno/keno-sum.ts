import { fraction, type TFraction } from '../../core/fraction.ts';
import { names, type TNames } from '../../core/names.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { chooseBig } from './hypergeometric.ts';

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
/** 和 at 810 for the items marked `ties` (大小 and the combos), level `tie`. */
const tie = { probability: of(drawsAt810), on: (draw: readonly number[]) => sumOf(draw) === 810 };
/** An item judged on the sum of the 20 numbers. */
const sumItem = (
  id: string,
  name: TNames,
  probability: TFraction,
  test: (sum: number) => boolean,
  ties: boolean,
) => ({ id, name, probability, wins: (draw: readonly number[]) => test(sumOf(draw)), ties });
const odd = (sum: number) => sum % 2 === 1;

/** 总和大小: 大 sum > 810, 小 sum < 810, 和 at 810. */
export const kenoSumBigSmall = itemBet({
  id: 'keno.sum.bigSmall',
  family: 'keno',
  name: names('总和大小', 'Sum big / small'),
  group,
  book: 'twoSided',
  items: [
    sumItem('big', names('总和大', 'Big'), of(drawsAbove810), (sum) => sum > 810, true),
    sumItem('small', names('总和小', 'Small'), of(drawsAbove810), (sum) => sum < 810, true),
  ],
  tie,
});

/** 总和单双: parity of the sum, no tie. */
export const kenoSumOddEven = itemBet({
  id: 'keno.sum.oddEven',
  family: 'keno',
  name: names('总和单双', 'Sum odd / even'),
  group,
  book: 'twoSided',
  items: [
    sumItem('odd', names('总和单', 'Odd'), of(drawsOdd), odd, false),
    sumItem('even', names('总和双', 'Even'), of(draws - drawsOdd), (sum) => !odd(sum), false),
  ],
});

/** 总和过关: 大单 / 大双 / 小单 / 小双, 和 at 810. */
export const kenoSumCombo = itemBet({
  id: 'keno.sum.combo',
  family: 'keno',
  name: names('总和过关', 'Sum combo'),
  group,
  book: 'twoSided',
  items: [
    sumItem(
      'bigOdd',
      names('总大单', 'Big odd'),
      of(drawsAboveOdd),
      (s) => s > 810 && odd(s),
      true,
    ),
    sumItem(
      'bigEven',
      names('总大双', 'Big even'),
      of(drawsAboveEven),
      (s) => s > 810 && !odd(s),
      true,
    ),
    sumItem(
      'smallOdd',
      names('总小单', 'Small odd'),
      of(drawsAboveOdd),
      (s) => s < 810 && odd(s),
      true,
    ),
    sumItem(
      'smallEven',
      names('总小双', 'Small even'),
      of(drawsAboveEven),
      (s) => s < 810 && !odd(s),
      true,
    ),
  ],
  tie,
});

/** 总和810: the sum is exactly 810 (≈ 1/227). */
export const kenoSum810 = itemBet({
  id: 'keno.sum.exact810',
  family: 'keno',
  name: names('总和810', 'Sum 810'),
  group,
  book: 'twoSided',
  items: [sumItem('sum810', names('总和810', 'Sum 810'), of(drawsAt810), (s) => s === 810, false)],
});
