import type { TBetType } from '../../core/bet-type.ts';
import { sscAnyPositionTypes } from './any-position-digits.ts';
import { sscBigSmallTypes } from './big-small-positions.ts';
import { sscBigSmallSum5 } from './big-small-sum5.ts';
import { sscDragonTigerTypes } from './dragon-tiger-pairs.ts';
import { sscFunTypes } from './fun-repeats.ts';
import { sscStar4Combo } from './star4-combo.ts';
import { sscStar4Direct } from './star4-direct.ts';
import { sscStar4GroupTypes } from './star4-group.ts';
import { sscStar4Single } from './star4-single.ts';
import { sscStar5Combo } from './star5-combo.ts';
import { sscStar5Direct } from './star5-direct.ts';
import { sscStar5GroupTypes } from './star5-group.ts';
import { sscStar5Single } from './star5-single.ts';

/** SSC part A: 五星, 四星, 不定位, 大小单双, 龙虎和 and 趣味 (brief §3.1). */
export const sscPartATypes: readonly TBetType[] = [
  sscStar5Direct,
  sscStar5Single,
  sscStar5Combo,
  ...sscStar5GroupTypes,
  sscStar4Direct,
  sscStar4Single,
  sscStar4Combo,
  ...sscStar4GroupTypes,
  ...sscAnyPositionTypes,
  ...sscBigSmallTypes,
  sscBigSmallSum5,
  ...sscDragonTigerTypes,
  ...sscFunTypes,
];
