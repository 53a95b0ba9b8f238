import { names } from '../../core/names.ts';
import { directSingleType } from './star5-single.ts';

/** 四星直选单式: typed 4-digit numbers against 千百十个; p = 1e-4 (18,000 at 1800). */
export const sscStar4Single = directSingleType({
  id: 'ssc.star4.single',
  name: names('四星直选单式', '4-star direct, typed'),
  group: names('四星', '4 stars'),
  window: [1, 2, 3, 4],
});
