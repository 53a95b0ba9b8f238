import type { TFamily } from '../../core/family.ts';
import { names, type TNames } from '../../core/names.ts';

/**
 * 六合彩 (Mark Six, category 98): 7 distinct numbers from 01-49, in draw order: the first six are
 * the 正码 (正码一..正码六), the seventh the 特码 (special number).
 */
export const markSixFamily: TFamily = {
  id: 'marksix',
  name: names('六合彩', 'Mark Six'),
  draw: { length: 7, min: 1, max: 49, distinct: true, ordered: true },
};

export const specialOf = (draw: readonly number[]) => draw[6] as number;
export const regularOf = (draw: readonly number[]) => draw.slice(0, 6);

export type TColour = 'red' | 'blue' | 'green';

/**
 * 色波: the fixed Hong Kong ball colours (brief §3.8, checked against bocai): 红 17 numbers,
 * 蓝 16, 绿 the other 16 (49 is 绿).
 */
const red = new Set([1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46]);
const blue = new Set([3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48]);
export const colourOf = (ball: number): TColour =>
  red.has(ball) ? 'red' : blue.has(ball) ? 'blue' : 'green';

export type TZodiac =
  | 'rat'
  | 'ox'
  | 'tiger'
  | 'rabbit'
  | 'dragon'
  | 'snake'
  | 'horse'
  | 'goat'
  | 'monkey'
  | 'rooster'
  | 'dog'
  | 'pig';

/** The twelve animals in zodiac order (鼠 first). */
export const zodiacs: readonly { id: TZodiac; name: TNames }[] = [
  { id: 'rat', name: names('鼠', 'Rat') },
  { id: 'ox', name: names('牛', 'Ox') },
  { id: 'tiger', name: names('虎', 'Tiger') },
  { id: 'rabbit', name: names('兔', 'Rabbit') },
  { id: 'dragon', name: names('龙', 'Dragon') },
  { id: 'snake', name: names('蛇', 'Snake') },
  { id: 'horse', name: names('马', 'Horse') },
  { id: 'goat', name: names('羊', 'Goat') },
  { id: 'monkey', name: names('猴', 'Monkey') },
  { id: 'rooster', name: names('鸡', 'Rooster') },
  { id: 'dog', name: names('狗', 'Dog') },
  { id: 'pig', name: names('猪', 'Pig') },
];

/**
 * 生肖 of a ball in the lunar year of `yearAnimal` (brief §3.8): the year's animal owns
 * 01, 13, 25, 37, 49; the animal before it in zodiac order owns 02, 14, 26, 38; and so on
 * backwards. In a 马 year (2026 from 17 Feb): 马 01/13/25/37/49, 蛇 02/14/26/38, ...,
 * 羊 12/24/36/48. The mapping changes at 春节, not 1 January, so the caller passes the animal of
 * the draw date.
 */
export function zodiacOf(ball: number, yearAnimal: TZodiac): TZodiac {
  const year = zodiacs.findIndex((zodiac) => zodiac.id === yearAnimal);
  return (zodiacs[(year - ((ball - 1) % 12) + 12) % 12] as { id: TZodiac }).id;
}
