import type { TBetType } from '../../core/bet-type.ts';
import type { TZodiac } from './mark-six-family.ts';
import { markSixLinkTypes, markSixMissTypes } from './mark-six-link.ts';
import {
  markSixRegularAny,
  markSixRegularPosition,
  markSixSpecialDirect,
} from './mark-six-numbers.ts';
import { markSixHalfWave } from './mark-six-half-wave.ts';
import { markSixRegularColours, markSixRegularSides } from './mark-six-regular-sides.ts';
import { markSixSpecialColour, markSixSpecialSides } from './mark-six-special-sides.ts';
import { markSixTailAny, markSixTailLinks, markSixZodiacLinks } from './mark-six-tails.ts';
import { markSixTotal } from './mark-six-total.ts';
import { markSixAnyZodiac, markSixSpecialZodiac } from './mark-six-zodiac.ts';

export { markSixFamily } from './mark-six-family.ts';

/**
 * Every Mark Six bet type for the lunar year of `yearAnimal` (only the 生肖 and 连肖 types depend on it;
 * ids are the same every year, so settlement builds the list for the draw date).
 * Books: number picks with C(n, k) units and per-level probabilities (特码直选, 正码, 正码特,
 * 连码, 不中) are 'official' and priced from the prize group like Phoenix's LHC; item bets
 * (两面, 色波, 半波, 生肖, 尾数, 连肖, 连尾, 总和) are 'twoSided', priced by decimal odds per item.
 * Left out: 生肖对碰 / 尾数对碰 and 正码过关 (parlays: their legs multiply odds across types, a
 * ticket-level rule, not a bet type of its own).
 */
export const markSixTypesFor = (yearAnimal: TZodiac): readonly TBetType[] => [
  markSixSpecialDirect,
  markSixRegularAny,
  markSixRegularPosition,
  ...markSixLinkTypes,
  ...markSixMissTypes,
  markSixSpecialSides,
  markSixSpecialColour,
  markSixHalfWave,
  ...markSixRegularSides,
  ...markSixRegularColours,
  markSixSpecialZodiac(yearAnimal),
  markSixAnyZodiac(yearAnimal),
  ...markSixZodiacLinks(yearAnimal),
  markSixTailAny,
  ...markSixTailLinks,
  markSixTotal,
];

/** The list for the 马 year (17 Feb 2026 to 5 Feb 2027); other years use markSixTypesFor. */
export const markSixTypes: readonly TBetType[] = markSixTypesFor('horse');
