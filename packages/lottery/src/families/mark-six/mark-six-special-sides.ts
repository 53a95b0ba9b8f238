import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names, type TNames } from '../../core/names.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { colourOf, specialOf, type TColour } from './mark-six-family.ts';

export interface TProperty {
  readonly id: string;
  /** Chinese name without the 特 prefix the special's items carry. */
  readonly zh: string;
  readonly en: string;
  /** Whether a ball 01-48 has the property (49 is a tie for every 两面 item). */
  readonly holds: (ball: number) => boolean;
}

const digitSum = (ball: number) => Math.floor(ball / 10) + (ball % 10);
const big = (ball: number) => ball >= 25;
const odd = (ball: number) => ball % 2 === 1;

/**
 * 两面 properties of one ball (brief §3.8): 大 25-48 / 小 01-24; 单 / 双; 合大 (tens + units digit
 * ≥ 7) / 合小; 合单 / 合双 (parity of that digit sum); 尾大 (units digit 5-9) / 尾小. Each holds for
 * exactly 24 of 01-48 (p = 24/49); a 49 ties all of them (p = 1/49). Shared by 特码两面 and
 * 正码1-6 两面.
 */
export const singleProperties: readonly TProperty[] = [
  { id: 'big', zh: '大', en: 'Big', holds: big },
  { id: 'small', zh: '小', en: 'Small', holds: (ball) => !big(ball) },
  { id: 'odd', zh: '单', en: 'Odd', holds: odd },
  { id: 'even', zh: '双', en: 'Even', holds: (ball) => !odd(ball) },
  { id: 'sumBig', zh: '合大', en: 'Digit-sum big', holds: (ball) => digitSum(ball) >= 7 },
  { id: 'sumSmall', zh: '合小', en: 'Digit-sum small', holds: (ball) => digitSum(ball) <= 6 },
  { id: 'sumOdd', zh: '合单', en: 'Digit-sum odd', holds: (ball) => digitSum(ball) % 2 === 1 },
  { id: 'sumEven', zh: '合双', en: 'Digit-sum even', holds: (ball) => digitSum(ball) % 2 === 0 },
  { id: 'tailBig', zh: '尾大', en: 'Tail big', holds: (ball) => ball % 10 >= 5 },
  { id: 'tailSmall', zh: '尾小', en: 'Tail small', holds: (ball) => ball % 10 <= 4 },
];

/** 半特 of the special: 大单 / 大双 / 小单 / 小双, 12 of 01-48 each (p = 12/49). */
const halfProperties: readonly TProperty[] = [
  { id: 'bigOdd', zh: '大单', en: 'Big odd', holds: (ball) => big(ball) && odd(ball) },
  { id: 'bigEven', zh: '大双', en: 'Big even', holds: (ball) => big(ball) && !odd(ball) },
  { id: 'smallOdd', zh: '小单', en: 'Small odd', holds: (ball) => !big(ball) && odd(ball) },
  { id: 'smallEven', zh: '小双', en: 'Small even', holds: (ball) => !big(ball) && !odd(ball) },
];

export const ballsWith = (holds: (ball: number) => boolean) =>
  Array.from({ length: 48 }, (_, i) => i + 1).filter(holds).length;

/**
 * A 两面 type on one ball of the draw: each item wins when the ball has its property, and a 49
 * ties every item (level `tie`, p = 1/49; the book refunds it).
 */
export function ballSides(
  head: { id: string; name: TNames; group: TNames; prefix: string },
  properties: readonly TProperty[],
  ballOf: (draw: readonly number[]) => number,
): TBetType {
  return itemBet({
    id: head.id,
    family: 'marksix',
    name: head.name,
    group: head.group,
    book: 'twoSided',
    items: properties.map((property) => ({
      id: property.id,
      name: names(`${head.prefix}${property.zh}`, property.en),
      probability: fraction(ballsWith(property.holds), 49),
      wins: (draw) => property.holds(ballOf(draw)),
      ties: true,
    })),
    tie: { probability: fraction(1, 49), on: (draw) => ballOf(draw) === 49 },
  });
}

/** 特码两面: the ten single properties and the four 半特 of the special. */
export const markSixSpecialSides = ballSides(
  {
    id: 'marksix.special.twoSided',
    name: names('特码两面', 'Special two-sided'),
    group: names('特码', 'Special'),
    prefix: '特',
  },
  [...singleProperties, ...halfProperties],
  specialOf,
);

const colourItems: readonly { id: TColour; name: TNames; balls: number }[] = [
  { id: 'red', name: names('红波', 'Red'), balls: 17 },
  { id: 'blue', name: names('蓝波', 'Blue'), balls: 16 },
  { id: 'green', name: names('绿波', 'Green'), balls: 16 },
];

/** 色波 of one ball: 红 17/49, 蓝 16/49, 绿 16/49; 49 is 绿, no tie. */
export const ballColour = (
  head: { id: string; name: TNames; group: TNames },
  ballOf: (draw: readonly number[]) => number,
): TBetType =>
  itemBet({
    ...head,
    family: 'marksix',
    book: 'twoSided',
    items: colourItems.map(({ id, name, balls }) => ({
      id,
      name,
      probability: fraction(balls, 49),
      wins: (draw) => colourOf(ballOf(draw)) === id,
    })),
  });

export const markSixSpecialColour = ballColour(
  {
    id: 'marksix.special.colour',
    name: names('特码色波', 'Special colour'),
    group: names('特码', 'Special'),
  },
  specialOf,
);
