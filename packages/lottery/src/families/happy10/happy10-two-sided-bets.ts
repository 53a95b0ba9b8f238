import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { itemBet, type TBetItem } from '../../core/kit/item-bet.ts';
import { dragonTigerItems, isEven, isOdd, sideItem, sumOf } from '../../core/kit/side-items.ts';
import { happy10Places } from './happy10-family.ts';

const group = names('两面', 'Two-sided');
const half = fraction(1, 2);
const digitSum = (ball: number) => Math.floor(ball / 10) + (ball % 10);

/** An item that wins when the ball falls in `balls` (中发白, 东南西北). */
const setItem = (id: string, zh: string, en: string, place: number, balls: number[]): TBetItem => ({
  id,
  name: names(zh, en),
  probability: fraction(balls.length, 20),
  wins: (draw) => balls.includes(draw[place] as number),
});
const every4 = (first: number) => [0, 4, 8, 12, 16].map((step) => first + step);
const span = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * 两面 per ball, none ties (20 balls split evenly): 大 11-20 / 小 1-10, 单 / 双, 尾大 (last digit
 * 5-9) / 尾小, 合单 / 合双 (digit sum, e.g. 16 → 7 is 合单), each 1/2; 中 1-7 and 发 8-14 7/20,
 * 白 15-20 6/20; 东 1 5 9 13 17, 南 2 6 …, 西 3 7 …, 北 4 8 … 20 (ball mod 4), each 1/4.
 */
function ballBet(place: number): TBetType {
  const ball = (draw: readonly number[]) => draw[place] as number;
  const label = happy10Places[place] ?? names('', '');
  return itemBet({
    id: `happy10.twoSided.ball${place + 1}`,
    family: 'happy10',
    name: names(`${label.zh}两面`, `${label.en} two-sided`),
    group,
    book: 'twoSided',
    items: [
      sideItem('big', half, ball, (b) => b >= 11),
      sideItem('small', half, ball, (b) => b <= 10),
      sideItem('odd', half, ball, isOdd),
      sideItem('even', half, ball, isEven),
      sideItem('tailBig', half, ball, (b) => b % 10 >= 5),
      sideItem('tailSmall', half, ball, (b) => b % 10 <= 4),
      sideItem('digitSumOdd', half, ball, (b) => isOdd(digitSum(b))),
      sideItem('digitSumEven', half, ball, (b) => isEven(digitSum(b))),
      setItem('zhong', '中', 'Zhong (1-7)', place, span(1, 7)),
      setItem('fa', '发', 'Fa (8-14)', place, span(8, 14)),
      setItem('bai', '白', 'Bai (15-20)', place, span(15, 20)),
      setItem('east', '东', 'East', place, every4(1)),
      setItem('south', '南', 'South', place, every4(2)),
      setItem('west', '西', 'West', place, every4(3)),
      setItem('north', '北', 'North', place, every4(4)),
    ],
  });
}

/**
 * 总和 (36-132) of the 8 balls, counted over the C(20,8) = 125,970 drawn sets: 大 85-132 and
 * 小 36-83 61,091 each, 84 is 和 for 大/小 (3,788); 单 62,880, 双 63,090; 总尾大 (last digit of
 * the total 5-9) 62,964, 总尾小 63,006.
 */
const sumBet: TBetType = itemBet({
  id: 'happy10.twoSided.sum',
  family: 'happy10',
  name: names('总和两面', 'Total two-sided'),
  group,
  book: 'twoSided',
  items: [
    sideItem('big', fraction(61_091, 125_970), sumOf, (s) => s >= 85, true),
    sideItem('small', fraction(61_091, 125_970), sumOf, (s) => s <= 83, true),
    sideItem('odd', fraction(62_880, 125_970), sumOf, isOdd),
    sideItem('even', fraction(63_090, 125_970), sumOf, isEven),
    sideItem('tailBig', fraction(62_964, 125_970), sumOf, (s) => s % 10 >= 5),
    sideItem('tailSmall', fraction(63_006, 125_970), sumOf, (s) => s % 10 <= 4),
  ],
  tie: { probability: fraction(3788, 125_970), on: (draw) => sumOf(draw) === 84 },
});

/** 龙虎: 1st ball against 8th; distinct balls never tie, 1/2 each. */
const dragonTigerBet: TBetType = itemBet({
  id: 'happy10.twoSided.dragonTiger',
  family: 'happy10',
  name: names('龙虎', 'Dragon-tiger'),
  group,
  book: 'twoSided',
  items: dragonTigerItems(0, 7),
});

export const happy10TwoSidedBets: readonly TBetType[] = [
  ...[0, 1, 2, 3, 4, 5, 6, 7].map(ballBet),
  sumBet,
  dragonTigerBet,
];
