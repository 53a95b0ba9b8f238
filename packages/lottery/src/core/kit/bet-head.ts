import type { TBetType, TPrizeLevel } from '../bet-type.ts';
import type { TFraction } from '../fraction.ts';
import { names, type TNames } from '../names.ts';

/** What every factory below takes as is: the id and names of the bet type it builds. */
export type TBetHead = Pick<TBetType, 'id' | 'family' | 'name' | 'group'>;

/** Balls of a family, e.g. 1-11 for 11x5. */
export interface TBallRange {
  readonly min: number;
  readonly max: number;
}

/** The single prize level of a one-level type. */
export const firstLevel = (probability: TFraction): TPrizeLevel => ({
  id: 'first',
  name: names('一等奖', 'Prize'),
  probability,
});

export const pickLabel: TNames = names('选号', 'Numbers');
