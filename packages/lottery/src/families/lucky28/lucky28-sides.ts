import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { itemBetType } from '../../core/kit/item-bet-type.ts';
import { sumOf } from './lucky28-family.ts';

const group = names('两面', 'Two-sided');
const isBig = (sum: number) => sum >= 14;
const parity = (sum: number) => (sum % 2 === 1 ? 'Odd' : 'Even');

/**
 * 大小单双 on the sum (brief §3.9, PC蛋蛋 rules): 大 14-27, 小 0-13, 单 / 双 by parity; each is
 * exactly 500 of the 1000 triples. No tie: products that pay 13/14 differently do it in the book.
 */
export const lucky28BigSmallOddEven = itemBetType({
  id: 'lucky28.sum.bigSmallOddEven',
  family: 'lucky28',
  name: names('大小单双', 'Big / small / odd / even'),
  group,
  items: [
    { id: 'big', name: names('大', 'Big'), probability: fraction(1, 2) },
    { id: 'small', name: names('小', 'Small'), probability: fraction(1, 2) },
    { id: 'odd', name: names('单', 'Odd'), probability: fraction(1, 2) },
    { id: 'even', name: names('双', 'Even'), probability: fraction(1, 2) },
  ],
  winners(draw) {
    const sum = sumOf(draw);
    return [isBig(sum) ? 'big' : 'small', sum % 2 === 1 ? 'odd' : 'even'];
  },
});

/**
 * 组合: 大单 15-27 odd (231 triples), 大双 14-26 even (269), 小单 1-13 odd (269), 小双 0-12 even
 * (231); s ↦ 27 − s swaps 大双 and 小单.
 */
export const lucky28Combo = itemBetType({
  id: 'lucky28.sum.combo',
  family: 'lucky28',
  name: names('组合', 'Combination'),
  group,
  items: [
    { id: 'bigOdd', name: names('大单', 'Big odd'), probability: fraction(231, 1000) },
    { id: 'bigEven', name: names('大双', 'Big even'), probability: fraction(269, 1000) },
    { id: 'smallOdd', name: names('小单', 'Small odd'), probability: fraction(269, 1000) },
    { id: 'smallEven', name: names('小双', 'Small even'), probability: fraction(231, 1000) },
  ],
  winners(draw) {
    const sum = sumOf(draw);
    return [`${isBig(sum) ? 'big' : 'small'}${parity(sum)}`];
  },
});

/** 极值: 极大 22-27, 极小 0-5 (the PC蛋蛋 rule page), 56 triples each. */
export const lucky28Extreme = itemBetType({
  id: 'lucky28.sum.extreme',
  family: 'lucky28',
  name: names('极值', 'Extreme'),
  group,
  items: [
    { id: 'extremeBig', name: names('极大', 'Extreme big'), probability: fraction(56, 1000) },
    { id: 'extremeSmall', name: names('极小', 'Extreme small'), probability: fraction(56, 1000) },
  ],
  winners(draw) {
    const sum = sumOf(draw);
    return sum >= 22 ? ['extremeBig'] : sum <= 5 ? ['extremeSmall'] : [];
  },
});

/**
 * 形态 on the three digits: 豹子 all equal (10 of 1000); 对子 exactly two equal (270); 顺子 three
 * consecutive digits in any order, wrapping like SSC 特殊号码 so 890 and 901 count (10 runs × 6
 * orders = 60). Without the wrap it would be 48/1000; products differ, this follows brief §6.8.
 */
export const lucky28Pattern = itemBetType({
  id: 'lucky28.pattern.special',
  family: 'lucky28',
  name: names('豹子对子顺子', 'Triple / pair / straight'),
  group: names('形态', 'Pattern'),
  items: [
    { id: 'leopard', name: names('豹子', 'Triple'), probability: fraction(10, 1000) },
    { id: 'pair', name: names('对子', 'Pair'), probability: fraction(270, 1000) },
    { id: 'straight', name: names('顺子', 'Straight'), probability: fraction(60, 1000) },
  ],
  winners(draw) {
    const distinct = new Set(draw).size;
    if (distinct === 1) return ['leopard'];
    if (distinct === 2) return ['pair'];
    const isRun = draw.some((start) => [1, 2].every((step) => draw.includes((start + step) % 10)));
    return isRun ? ['straight'] : [];
  },
});
