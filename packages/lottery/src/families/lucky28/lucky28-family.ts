import type { TFamily } from '../../core/family.ts';
import { names } from '../../core/names.ts';

/** 幸运28 / PC28: three digits 0-9 whose sum, 0-27, is the result most bets are judged on. */
export const lucky28Family: TFamily = {
  id: 'lucky28',
  name: names('幸运28', 'Lucky 28'),
  draw: { length: 3, min: 0, max: 9, distinct: false, ordered: true },
};

/**
 * The common 北京28 / PC蛋蛋 derivation from a KL8 draw: sort the 20 numbers ascending; the first
 * digit is the last digit of the sum of the 1st-6th, the second of the 7th-12th, the third of the
 * 13th-18th; the 19th and 20th are unused. E.g. 01 02 ... 20 gives 21 % 10, 57 % 10, 93 % 10 =
 * 1, 7, 3 (sum 11). The digits are close to, not exactly, uniform; lucky28-probability.test.ts
 * measures them on a sample.
 */
export function deriveLucky28Draw(kenoDraw: readonly number[]): number[] {
  const sorted = [...kenoDraw].sort((a, b) => a - b);
  const digit = (from: number) =>
    sorted.slice(from, from + 6).reduce((total, ball) => total + ball, 0) % 10;
  return [digit(0), digit(6), digit(12)];
}

export const sumOf = (draw: readonly number[]) => draw.reduce((total, digit) => total + digit, 0);

/**
 * N3(s): how many of the 1000 digit triples sum to s, s = 0..27: 1 3 6 10 15 21 28 36 45 55 63 69
 * 73 75 75 73 ... 1 (brief §3.1, symmetric about 13.5).
 */
export const triplesWithSum = (sum: number) => {
  let count = 0;
  for (let a = 0; a <= 9; a += 1)
    for (let b = 0; b <= 9; b += 1) if (sum - a - b >= 0 && sum - a - b <= 9) count += 1;
  return count;
};
