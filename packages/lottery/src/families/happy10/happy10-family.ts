import type { TFamily } from '../../core/family.ts';
import { names } from '../../core/names.ts';

/**
 * 快乐十分 (广东快乐10分): 8 distinct balls of 1-20 drawn in order, 20·19·…·13 ≈ 5.1e9 ordered
 * draws over C(20,8) = 125,970 sets.
 */
export const happy10Family: TFamily = {
  id: 'happy10',
  name: names('快乐十分', 'Happy 10'),
  draw: { length: 8, min: 1, max: 20, distinct: true, ordered: true },
};

export const happy10Balls = { min: 1, max: 20 } as const;

/** Balls 第一球 … 第八球, in drawing order. */
export const happy10Places = [
  names('第一球', '1st ball'),
  names('第二球', '2nd ball'),
  names('第三球', '3rd ball'),
  names('第四球', '4th ball'),
  names('第五球', '5th ball'),
  names('第六球', '6th ball'),
  names('第七球', '7th ball'),
  names('第八球', '8th ball'),
] as const;
