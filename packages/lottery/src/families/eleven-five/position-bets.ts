import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { combinationBet } from '../../core/kit/combination-bet.ts';
import { positionBet } from '../../core/kit/position-bet.ts';
import { elevenFiveBalls, elevenFivePlaces } from './eleven-five-family.ts';

/** 定位胆 on the first 3 places: each ball one unit, p = 1/11 (19.8 at group 1800). */
export const elevenFivePositionFixed: TBetType = positionBet({
  id: '11x5.position.fixed',
  family: '11x5',
  name: names('定位胆', 'Fixed place'),
  group: names('定位胆', 'Fixed place'),
  places: [0, 1, 2],
  labels: elevenFivePlaces.slice(0, 3),
  balls: elevenFiveBalls,
  probability: fraction(1, 11),
});

/** 不定位 前三: each ball one unit, wins when among the first 3 drawn, p = 3/11 (6.6). */
export const elevenFiveUnpositionedFront3: TBetType = combinationBet({
  id: '11x5.unpositioned.front3',
  family: '11x5',
  name: names('前三不定位', 'First 3, any place'),
  group: names('不定位', 'Any place'),
  k: 1,
  need: 1,
  window: (draw) => draw.slice(0, 3),
  balls: elevenFiveBalls,
  probability: fraction(3, 11),
});
