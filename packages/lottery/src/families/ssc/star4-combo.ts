import { names } from '../../core/names.ts';
import { directComboType } from './star5-combo.ts';

/**
 * 四星直选组合: 4 rows over 千百十个, each number bought as its 4/3/2/1-digit tails, count
 * 4 × Π n_i; levels 18,000 / 1800 / 180 / 18 at 1800.
 */
export const sscStar4Combo = directComboType({
  id: 'ssc.star4.combo',
  name: names('四星直选组合', '4-star direct, all tails'),
  group: names('四星', '4 stars'),
  window: [1, 2, 3, 4],
});
