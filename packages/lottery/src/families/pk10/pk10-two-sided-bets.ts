import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { dragonTigerItems, isEven, isOdd, sideItem } from '../../core/kit/side-items.ts';
import { pk10Places, top2Sum } from './pk10-family.ts';

const group = names('两面', 'Two-sided');
const half = fraction(1, 2);
const placeName = (place: number) => pk10Places[place] ?? names('', '');

/** 每名次 大小单双: the car at one place, 大 6-10, 小 1-5, 单, 双, each 1/2; no tie. */
function placeBet(place: number): TBetType {
  const car = (draw: readonly number[]) => draw[place] as number;
  return itemBet({
    id: `pk10.twoSided.place${place + 1}`,
    family: 'pk10',
    name: names(`${placeName(place).zh}两面`, `${placeName(place).en} two-sided`),
    group,
    book: 'twoSided',
    items: [
      sideItem('big', half, car, (c) => c >= 6),
      sideItem('small', half, car, (c) => c <= 5),
      sideItem('odd', half, car, isOdd),
      sideItem('even', half, car, isEven),
    ],
  });
}

/**
 * 冠亚和 大小单双, with the sum's own threshold (the per-place ≥ 6 here is a known settlement bug):
 * 大 ≥ 12 (40/90), 小 ≤ 11 (50/90), 单 50/90, 双 40/90. Some books refund 11 as 和; this one
 * follows the brief and counts 11 as 小 / 单.
 */
const top2SumBet: TBetType = itemBet({
  id: 'pk10.twoSided.top2Sum',
  family: 'pk10',
  name: names('冠亚和两面', '1st + 2nd sum two-sided'),
  group,
  book: 'twoSided',
  items: [
    sideItem('big', fraction(40, 90), top2Sum, (s) => s >= 12),
    sideItem('small', fraction(50, 90), top2Sum, (s) => s <= 11),
    sideItem('odd', fraction(50, 90), top2Sum, isOdd),
    sideItem('even', fraction(40, 90), top2Sum, isEven),
  ],
});

/** 龙虎 of place i against place 11 - i (1v10 … 5v6): cars differ, so 1/2 each and never a tie. */
function dragonTigerBet(place: number): TBetType {
  const other = 9 - place;
  return itemBet({
    id: `pk10.twoSided.dragonTiger${place + 1}v${other + 1}`,
    family: 'pk10',
    name: names(
      `${placeName(place).zh}龙虎`,
      `Dragon-tiger ${placeName(place).en} v ${placeName(other).en}`,
    ),
    group,
    book: 'twoSided',
    items: dragonTigerItems(place, other),
  });
}

export const pk10TwoSidedBets: readonly TBetType[] = [
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(placeBet),
  top2SumBet,
  ...[0, 1, 2, 3, 4].map(dragonTigerBet),
];
