import type { TBetType } from '../../core/bet-type.ts';
import { elevenFiveAnyPickBets } from './any-pick-bets.ts';
import { elevenFiveFrontBets } from './front-bets.ts';
import { elevenFiveMedian, elevenFiveOddEven } from './fun-bets.ts';
import { elevenFivePositionFixed, elevenFiveUnpositionedFront3 } from './position-bets.ts';
import { elevenFiveTwoSidedBets } from './two-sided-bets.ts';

export { elevenFiveFamily } from './eleven-five-family.ts';

/** Every 11x5 bet type: official 前三/前二, 任选, 定位胆, 不定位, 趣味, then the two-sided book. */
export const elevenFiveTypes: readonly TBetType[] = [
  ...elevenFiveFrontBets,
  ...elevenFiveAnyPickBets,
  elevenFivePositionFixed,
  elevenFiveUnpositionedFront3,
  elevenFiveOddEven,
  elevenFiveMedian,
  ...elevenFiveTwoSidedBets,
];
