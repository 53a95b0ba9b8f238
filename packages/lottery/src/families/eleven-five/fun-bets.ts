import type { TBetType } from '../../core/bet-type.ts';
import { choose } from '../../core/combinatorics.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { numberPickBet } from '../../core/kit/number-pick-bet.ts';

const oddCount = (draw: readonly number[]) => draw.filter((ball) => ball % 2 === 1).length;

/**
 * 趣味 定单双: guess how many of the 5 drawn balls are odd (1-11 has 6 odd, 5 even). Item
 * `oddJ` has p = C(6,j)·C(5,5-j)/C(11,5), i.e. (1, 30, 150, 200, 75, 6)/462 for j = 0..5
 * (831.6 / 27.72 / 5.544 / 4.158 / 11.09 / 138.6 at group 1800).
 */
export const elevenFiveOddEven: TBetType = itemBet({
  id: '11x5.fun.oddEven',
  family: '11x5',
  name: names('定单双', 'Odd-even split'),
  group: names('趣味', 'Fun'),
  book: 'official',
  items: [5, 4, 3, 2, 1, 0].map((odd) => ({
    id: `odd${odd}`,
    name: names(`${odd}单${5 - odd}双`, `${odd} odd ${5 - odd} even`),
    probability: fraction(choose(6, odd) * choose(5, 5 - odd), choose(11, 5)),
    wins: (draw) => oddCount(draw) === odd,
  })),
});

const median = (draw: readonly number[]) => [...draw].sort((a, b) => a - b)[2];

/**
 * 趣味 猜中位: guess the 3rd smallest of the 5 drawn, 3-9. Level `medianM` has
 * p = C(m-1,2)·C(11-m,2)/462, i.e. (28, 63, 90, 100, 90, 63, 28)/462 for m = 3..9
 * (29.7 / 13.2 / 9.24 / 8.316 / ... at group 1800).
 */
export const elevenFiveMedian: TBetType = numberPickBet({
  id: '11x5.fun.median',
  family: '11x5',
  name: names('猜中位', 'Median'),
  group: names('趣味', 'Fun'),
  field: 'sums',
  range: { min: 3, max: 9 },
  label: names('中位', 'Median'),
  levels: [3, 4, 5, 6, 7, 8, 9].map((m) => ({
    id: `median${m}`,
    name: names(`中位${m}`, `Median ${m}`),
    probability: fraction(choose(m - 1, 2) * choose(11 - m, 2), choose(11, 5)),
  })),
  levelOf: (pick, draw) => (median(draw) === pick ? `median${pick}` : undefined),
});
