import { fraction } from '../../core/fraction.ts';
import { names, type TNames } from '../../core/names.ts';
import { itemBetType, tieLevel } from '../../core/kit/item-bet-type.ts';
import { colourOf, specialOf } from './mark-six-family.ts';

interface TProperty {
  readonly id: string;
  readonly name: TNames;
  /** Whether the special 01-48 has the property (49 is a tie for every 两面 item). */
  readonly holds: (ball: number) => boolean;
}

const digitSum = (ball: number) => Math.floor(ball / 10) + (ball % 10);
const big = (ball: number) => ball >= 25;
const odd = (ball: number) => ball % 2 === 1;

/**
 * 特码两面 (brief §3.8): 大 25-48 / 小 01-24; 单 / 双; 合大 (tens + units digit ≥ 7) / 合小;
 * 合单 / 合双 (parity of that digit sum); 尾大 (units digit 5-9) / 尾小; and 半特 大单 / 大双 /
 * 小单 / 小双. Every single property holds for exactly 24 of 01-48 (p = 24/49), every 半特 for
 * 12 (p = 12/49); a special 49 ties all of them (p = 1/49).
 */
const properties: readonly TProperty[] = [
  { id: 'big', name: names('特大', 'Big'), holds: big },
  { id: 'small', name: names('特小', 'Small'), holds: (ball) => !big(ball) },
  { id: 'odd', name: names('特单', 'Odd'), holds: odd },
  { id: 'even', name: names('特双', 'Even'), holds: (ball) => !odd(ball) },
  { id: 'sumBig', name: names('特合大', 'Digit-sum big'), holds: (ball) => digitSum(ball) >= 7 },
  {
    id: 'sumSmall',
    name: names('特合小', 'Digit-sum small'),
    holds: (ball) => digitSum(ball) <= 6,
  },
  {
    id: 'sumOdd',
    name: names('特合单', 'Digit-sum odd'),
    holds: (ball) => digitSum(ball) % 2 === 1,
  },
  {
    id: 'sumEven',
    name: names('特合双', 'Digit-sum even'),
    holds: (ball) => digitSum(ball) % 2 === 0,
  },
  { id: 'tailBig', name: names('特尾大', 'Tail big'), holds: (ball) => ball % 10 >= 5 },
  { id: 'tailSmall', name: names('特尾小', 'Tail small'), holds: (ball) => ball % 10 <= 4 },
  { id: 'bigOdd', name: names('特大单', 'Big odd'), holds: (ball) => big(ball) && odd(ball) },
  { id: 'bigEven', name: names('特大双', 'Big even'), holds: (ball) => big(ball) && !odd(ball) },
  { id: 'smallOdd', name: names('特小单', 'Small odd'), holds: (ball) => !big(ball) && odd(ball) },
  {
    id: 'smallEven',
    name: names('特小双', 'Small even'),
    holds: (ball) => !big(ball) && !odd(ball),
  },
];

const ballsWith = (property: TProperty) =>
  Array.from({ length: 48 }, (_, i) => i + 1).filter(property.holds).length;

export const markSixSpecialSides = itemBetType({
  id: 'marksix.special.twoSided',
  family: 'marksix',
  name: names('特码两面', 'Special two-sided'),
  group: names('特码', 'Special'),
  items: properties.map((property) => ({
    id: property.id,
    name: property.name,
    probability: fraction(ballsWith(property), 49),
  })),
  tie: fraction(1, 49),
  winners(draw) {
    const special = specialOf(draw);
    if (special === 49) return tieLevel;
    return properties.filter((property) => property.holds(special)).map((property) => property.id);
  },
});

/** 特码色波: the special's colour, 红 17/49, 蓝 16/49, 绿 16/49; 49 is 绿, no tie. */
export const markSixSpecialColour = itemBetType({
  id: 'marksix.special.colour',
  family: 'marksix',
  name: names('特码色波', 'Special colour'),
  group: names('特码', 'Special'),
  items: [
    { id: 'red', name: names('红波', 'Red'), probability: fraction(17, 49) },
    { id: 'blue', name: names('蓝波', 'Blue'), probability: fraction(16, 49) },
    { id: 'green', name: names('绿波', 'Green'), probability: fraction(16, 49) },
  ],
  winners: (draw) => [colourOf(specialOf(draw))],
});
