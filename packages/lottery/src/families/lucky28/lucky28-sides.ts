import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { isEven, isOdd, sideItem } from '../../core/kit/side-items.ts';
import { sumOf } from './lucky28-family.ts';

const group = names('两面', 'Two-sided');
const isBig = (sum: number) => sum >= 14;
const half = fraction(1, 2);

/**
 * 大小单双 on the sum (brief §3.9, PC蛋蛋 rules): 大 14-27, 小 0-13, 单 / 双 by parity; each is
 * exactly 500 of the 1000 triples. No tie: products that pay 13/14 differently do it in the book.
 */
export const lucky28BigSmallOddEven = itemBet({
  id: 'lucky28.sum.bigSmallOddEven',
  family: 'lucky28',
  name: names('大小单双', 'Big / small / odd / even'),
  group,
  book: 'twoSided',
  items: [
    sideItem('big', half, sumOf, isBig),
    sideItem('small', half, sumOf, (sum) => !isBig(sum)),
    sideItem('odd', half, sumOf, isOdd),
    sideItem('even', half, sumOf, isEven),
  ],
});

/** A sum item: wins when the sum passes `test`. */
const sumItem = (
  id: string,
  zh: string,
  en: string,
  triples: number,
  test: (sum: number) => boolean,
) => ({
  id,
  name: names(zh, en),
  probability: fraction(triples, 1000),
  wins: (draw: readonly number[]) => test(sumOf(draw)),
});

/**
 * 组合: 大单 15-27 odd (231 triples), 大双 14-26 even (269), 小单 1-13 odd (269), 小双 0-12 even
 * (231); s ↦ 27 − s swaps 大双 and 小单.
 */
export const lucky28Combo = itemBet({
  id: 'lucky28.sum.combo',
  family: 'lucky28',
  name: names('组合', 'Combination'),
  group,
  book: 'twoSided',
  items: [
    sumItem('bigOdd', '大单', 'Big odd', 231, (sum) => isBig(sum) && isOdd(sum)),
    sumItem('bigEven', '大双', 'Big even', 269, (sum) => isBig(sum) && isEven(sum)),
    sumItem('smallOdd', '小单', 'Small odd', 269, (sum) => !isBig(sum) && isOdd(sum)),
    sumItem('smallEven', '小双', 'Small even', 231, (sum) => !isBig(sum) && isEven(sum)),
  ],
});

/** 极值: 极大 22-27, 极小 0-5 (the PC蛋蛋 rule page), 56 triples each. */
export const lucky28Extreme = itemBet({
  id: 'lucky28.sum.extreme',
  family: 'lucky28',
  name: names('极值', 'Extreme'),
  group,
  book: 'twoSided',
  items: [
    sumItem('extremeBig', '极大', 'Extreme big', 56, (sum) => sum >= 22),
    sumItem('extremeSmall', '极小', 'Extreme small', 56, (sum) => sum <= 5),
  ],
});

const distinctDigits = (draw: readonly number[]) => new Set(draw).size;

/**
 * 形态 on the three digits: 豹子 all equal (10 of 1000); 对子 exactly two equal (270); 顺子 three
 * consecutive digits in any order, wrapping like SSC 特殊号码 so 890 and 901 count (10 runs × 6
 * orders = 60). Without the wrap it would be 48/1000; products differ, this follows brief §6.8.
 */
export const lucky28Pattern = itemBet({
  id: 'lucky28.pattern.special',
  family: 'lucky28',
  name: names('豹子对子顺子', 'Triple / pair / straight'),
  group: names('形态', 'Pattern'),
  book: 'twoSided',
  items: [
    {
      id: 'leopard',
      name: names('豹子', 'Triple'),
      probability: fraction(10, 1000),
      wins: (draw) => distinctDigits(draw) === 1,
    },
    {
      id: 'pair',
      name: names('对子', 'Pair'),
      probability: fraction(270, 1000),
      wins: (draw) => distinctDigits(draw) === 2,
    },
    {
      id: 'straight',
      name: names('顺子', 'Straight'),
      probability: fraction(60, 1000),
      wins: (draw) =>
        distinctDigits(draw) === 3 &&
        draw.some((start) => [1, 2].every((step) => draw.includes((start + step) % 10))),
    },
  ],
});
