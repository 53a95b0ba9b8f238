import type { TFamily } from '../../core/family.ts';
import { names } from '../../core/names.ts';

/** 11选5: 5 distinct balls of 1-11 drawn in order; 11·10·9·8·7 = 55,440 ordered draws. */
export const elevenFiveFamily: TFamily = {
  id: '11x5',
  name: names('11选5', '11x5'),
  draw: { length: 5, min: 1, max: 11, distinct: true, ordered: true },
};

/** Balls as their face values 1-11 (the display pads them to "01"). */
export const elevenFiveBalls = { min: 1, max: 11 } as const;

/** Positions 第一位 … 第五位, in drawing order (index 0 is the first ball). */
export const elevenFivePlaces = [
  names('第一位', '1st ball'),
  names('第二位', '2nd ball'),
  names('第三位', '3rd ball'),
  names('第四位', '4th ball'),
  names('第五位', '5th ball'),
] as const;
