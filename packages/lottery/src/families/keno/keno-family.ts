import type { TFamily } from '../../core/family.ts';
import { names } from '../../core/names.ts';

/** 快乐8 (KL8): 20 distinct numbers drawn from 01-80, judged as a set (category 17, 20 numbers). */
export const kenoFamily: TFamily = {
  id: 'keno',
  name: names('快乐8', 'Keno'),
  draw: { length: 20, min: 1, max: 80, distinct: true, ordered: false },
};
