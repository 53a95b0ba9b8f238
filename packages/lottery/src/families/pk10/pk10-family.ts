import type { TFamily } from '../../core/family.ts';
import { names } from '../../core/names.ts';

/** PK10 (北京赛车, 极速赛车, 幸运飞艇): cars 1-10 finish in some order, 10! = 3,628,800 draws. */
export const pk10Family: TFamily = {
  id: 'pk10',
  name: names('PK10', 'PK10'),
  draw: { length: 10, min: 1, max: 10, distinct: true, ordered: true },
};

export const pk10Cars = { min: 1, max: 10 } as const;

/** Places 冠军 … 第十名 (index 0 is the winner). */
export const pk10Places = [
  names('冠军', '1st'),
  names('亚军', '2nd'),
  names('第三名', '3rd'),
  names('第四名', '4th'),
  names('第五名', '5th'),
  names('第六名', '6th'),
  names('第七名', '7th'),
  names('第八名', '8th'),
  names('第九名', '9th'),
  names('第十名', '10th'),
] as const;

/** 冠亚和: the sum of the first two cars, 3-19. */
export const top2Sum = (draw: readonly number[]) => (draw[0] as number) + (draw[1] as number);
