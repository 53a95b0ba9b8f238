import type { TBetType } from '../../core/bet-type.ts';
import { fixedDigitType } from '../ssc/fixed-digit.ts';
import { sscPositions } from '../ssc/ssc-family.ts';
import { star2Rules } from '../ssc/star2-rules.ts';
import { star3Rules } from '../ssc/star3-rules.ts';
import { sscStar2Windows, sscStar3Windows } from '../ssc/window-defs.ts';
import { windowTypes } from '../ssc/window-rule.ts';
import { p5Family, threeDFamily, threeDPositions, threeDWindows } from './three-d-family.ts';

export { p5Family, threeDFamily };

/**
 * 3D / PL3: the SSC 三星 catalogue on the whole draw (`3d.star3.*`, 14 types), 二星 on 前二 and
 * 后二 (8 each) and 定位胆 over 百十个: 31 types. Daily games usually sell at a lower group
 * (1770 in A5's table); the probabilities, and so the prizes at any group, are SSC's.
 */
export const threeDTypes: readonly TBetType[] = [
  ...windowTypes('3d', threeDPositions, [threeDWindows.star3], star3Rules),
  ...windowTypes('3d', threeDPositions, [threeDWindows.front2, threeDWindows.back2], star2Rules),
  fixedDigitType('3d', threeDPositions),
];

/** P5: five positions like SSC, so the same 三星 / 二星 windows and 定位胆: 59 types. */
export const p5Types: readonly TBetType[] = [
  ...windowTypes('p5', sscPositions, sscStar3Windows, star3Rules),
  ...windowTypes('p5', sscPositions, sscStar2Windows, star2Rules),
  fixedDigitType('p5', sscPositions),
];
