import type { TFamily } from '../../core/family.ts';
import { names } from '../../core/names.ts';

export const sscFamily: TFamily = {
  id: 'ssc',
  name: names('时时彩', 'SSC'),
  draw: { length: 5, min: 0, max: 9, distinct: false, ordered: true },
};

/** Positions 万 千 百 十 个, left to right (index 0 is 万). */
export const sscPositions = [
  names('万位', 'Ten-thousands'),
  names('千位', 'Thousands'),
  names('百位', 'Hundreds'),
  names('十位', 'Tens'),
  names('个位', 'Units'),
] as const;
