import type { TBetType } from '../../core/bet-type.ts';
import { anyTypes } from './any-types.ts';
import { fixedDigitType } from './fixed-digit.ts';
import { sscPositions } from './ssc-family.ts';
import { star2Rules } from './star2-rules.ts';
import { star3Rules } from './star3-rules.ts';
import { sscStar2Windows, sscStar3Windows } from './window-defs.ts';
import { windowTypes } from './window-rule.ts';

/**
 * SSC part B: 三星 on 前三 / 中三 / 后三 (14 types each), 二星 on 前二 / 后二 (8 each), 定位胆,
 * and 任二 / 任三 / 任四 (6 + 9 + 6): 80 types.
 */
export const sscPartBTypes: readonly TBetType[] = [
  ...windowTypes('ssc', sscPositions, sscStar3Windows, star3Rules),
  ...windowTypes('ssc', sscPositions, sscStar2Windows, star2Rules),
  fixedDigitType('ssc', sscPositions),
  ...anyTypes,
];
