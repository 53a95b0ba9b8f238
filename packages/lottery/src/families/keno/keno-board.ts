import type { TBetType } from '../../core/bet-type.ts';
import { addFractions, fraction, type TFraction } from '../../core/fraction.ts';
import { names, type TNames } from '../../core/names.ts';
import { hypergeometric } from './hypergeometric.ts';
import { itemBet } from '../../core/kit/item-bet.ts';

/**
 * KL8 two-sided 盘 bets (bocai rules): the 80 numbers split in two halves of 40 (上 01-40 / 下
 * 41-80, or 奇 / 偶); the draw's 20 numbers fall x in the first half, x ~ hypergeometric
 * C(40, x) × C(40, 20 − x) / C(80, 20). More than 10 is 上 (奇), fewer is 下 (偶), exactly 10 is
 * 中 (和), which is a bettable item of its own. 上/下 bets lose at 10/10 (bocai settles them as
 * plain losses), so these types have no tie level.
 * P(上) = P(下) = 0.4115..., P(中) = 0.1769... (exact fractions below).
 */
const halfCount = (x: number) => hypergeometric(80, 40, 20, x);
const moreThanTen = Array.from({ length: 10 }, (_, i) => halfCount(11 + i)).reduce(
  addFractions,
  fraction(0, 1),
);
const exactlyTen: TFraction = halfCount(10);

interface TSide {
  readonly id: string;
  readonly name: TNames;
}

const boardType = (
  method: string,
  name: TNames,
  [first, equal, second]: readonly [TSide, TSide, TSide],
  inFirstHalf: (ball: number) => boolean,
): TBetType => {
  const inFirst = (draw: readonly number[]) => draw.filter(inFirstHalf).length;
  return itemBet({
    id: `keno.board.${method}`,
    family: 'keno',
    name,
    group: names('盘面', 'Halves'),
    book: 'twoSided',
    items: [
      { ...first, probability: moreThanTen, wins: (draw) => inFirst(draw) > 10 },
      { ...equal, probability: exactlyTen, wins: (draw) => inFirst(draw) === 10 },
      { ...second, probability: moreThanTen, wins: (draw) => inFirst(draw) < 10 },
    ],
  });
};

/** 上下盘: 上 = more than 10 of the 20 in 01-40, 下 = more than 10 in 41-80, 中 = 10/10. */
export const kenoUpDown = boardType(
  'upDown',
  names('上下盘', 'Up / down'),
  [
    { id: 'up', name: names('上盘', 'Up') },
    { id: 'middle', name: names('中盘', 'Middle') },
    { id: 'down', name: names('下盘', 'Down') },
  ],
  (ball) => ball <= 40,
);

/** 奇偶盘: 奇 = more than 10 odd numbers, 偶 = more than 10 even, 和 = 10/10. */
export const kenoOddEven = boardType(
  'oddEven',
  names('奇偶盘', 'Odd / even'),
  [
    { id: 'odd', name: names('奇盘', 'Odd') },
    { id: 'equal', name: names('奇偶和', 'Equal') },
    { id: 'even', name: names('偶盘', 'Even') },
  ],
  (ball) => ball % 2 === 1,
);
