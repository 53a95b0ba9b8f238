import type { TBetType } from '../../core/bet-type.ts';
import {
  lucky28BigSmallOddEven,
  lucky28Combo,
  lucky28Extreme,
  lucky28Pattern,
} from './lucky28-sides.ts';
import { lucky28Colour } from './lucky28-colour.ts';
import { lucky28SumExact } from './lucky28-sum.ts';

export { deriveLucky28Draw, lucky28Family } from './lucky28-family.ts';

/** Every Lucky 28 bet type; all are two-sided (decimal odds per sum or item). */
export const lucky28Types: readonly TBetType[] = [
  lucky28SumExact,
  lucky28BigSmallOddEven,
  lucky28Combo,
  lucky28Extreme,
  lucky28Pattern,
  lucky28Colour,
];
