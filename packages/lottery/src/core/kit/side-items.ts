import { fraction, type TFraction } from '../fraction.ts';
import { names } from '../names.ts';
import type { TBetItem } from './item-bet.ts';

/** The two-sided items every family shares, by id. */
export const sideNames = {
  big: names('大', 'Big'),
  small: names('小', 'Small'),
  odd: names('单', 'Odd'),
  even: names('双', 'Even'),
  tailBig: names('尾大', 'Tail big'),
  tailSmall: names('尾小', 'Tail small'),
  digitSumOdd: names('合单', 'Digit sum odd'),
  digitSumEven: names('合双', 'Digit sum even'),
  dragon: names('龙', 'Dragon'),
  tiger: names('虎', 'Tiger'),
} as const;

export type TSideId = keyof typeof sideNames;

/** One two-sided item judged on a value of the draw (a ball, a sum). */
export function sideItem(
  id: TSideId,
  probability: TFraction,
  value: (draw: readonly number[]) => number,
  test: (value: number) => boolean,
  ties = false,
): TBetItem {
  return { id, name: sideNames[id], probability, wins: (draw) => test(value(draw)), ties };
}

/**
 * 龙虎 of two places of a no-repeat draw: 龙 when the first place's ball is larger. The balls
 * differ, so it never ties and each side has probability 1/2.
 */
export function dragonTigerItems(first: number, second: number): TBetItem[] {
  const half = fraction(1, 2);
  const gap = (draw: readonly number[]) => (draw[first] as number) - (draw[second] as number);
  return [sideItem('dragon', half, gap, (g) => g > 0), sideItem('tiger', half, gap, (g) => g < 0)];
}

export const isOdd = (value: number) => value % 2 === 1;
export const isEven = (value: number) => value % 2 === 0;
export const sumOf = (draw: readonly number[]) => draw.reduce((sum, ball) => sum + ball, 0);
