import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { dragonTigerItems, isEven, isOdd, sideItem, sumOf } from '../../core/kit/side-items.ts';
import { elevenFivePlaces } from './eleven-five-family.ts';

const group = names('两面', 'Two-sided');

/**
 * 两面 per ball: 大 6-10, 小 1-5, 单 1 3 5 7 9, 双 2 4 6 8 10, each 5/11; ball 11 is 和 for all
 * four (refunded), 1/11 — the common credit rule "开出11为和". Some books (bocai) tie only
 * 大/小 on 11 and pay 11 as 单; this book keeps the four items symmetric.
 */
function ballBet(place: number): TBetType {
  const five = fraction(5, 11);
  const ball = (draw: readonly number[]) => draw[place] as number;
  const label = elevenFivePlaces[place] ?? names('', '');
  return itemBet({
    id: `11x5.twoSided.ball${place + 1}`,
    family: '11x5',
    name: names(`${label.zh}两面`, `${label.en} two-sided`),
    group,
    book: 'twoSided',
    items: [
      sideItem('big', five, ball, (b) => b >= 6, true),
      sideItem('small', five, ball, (b) => b <= 5, true),
      sideItem('odd', five, ball, isOdd, true),
      sideItem('even', five, ball, isEven, true),
    ],
    tie: { probability: fraction(1, 11), on: (draw) => ball(draw) === 11 },
  });
}

/**
 * 总和 (15-45) of the 5 balls, counted over the 462 drawn sets: 大 ≥ 31 (215/462), 小 ≤ 29
 * (215/462), 30 is 和 for 大/小 (32/462 = 16/231); 单 236/462, 双 226/462 (30 is 双, no tie).
 */
const sumBet: TBetType = itemBet({
  id: '11x5.twoSided.sum',
  family: '11x5',
  name: names('总和两面', 'Total two-sided'),
  group,
  book: 'twoSided',
  items: [
    sideItem('big', fraction(215, 462), sumOf, (s) => s >= 31, true),
    sideItem('small', fraction(215, 462), sumOf, (s) => s <= 29, true),
    sideItem('odd', fraction(236, 462), sumOf, isOdd),
    sideItem('even', fraction(226, 462), sumOf, isEven),
  ],
  tie: { probability: fraction(32, 462), on: (draw) => sumOf(draw) === 30 },
});

/** 龙虎: 1st ball against 5th; distinct balls never tie, 1/2 each. */
const dragonTigerBet: TBetType = itemBet({
  id: '11x5.twoSided.dragonTiger',
  family: '11x5',
  name: names('龙虎', 'Dragon-tiger'),
  group,
  book: 'twoSided',
  items: dragonTigerItems(0, 4),
});

export const elevenFiveTwoSidedBets: readonly TBetType[] = [
  ...[0, 1, 2, 3, 4].map(ballBet),
  sumBet,
  dragonTigerBet,
];
