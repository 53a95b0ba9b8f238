import type { TRandomInt } from '@lottery/lottery';

const range = 2 ** 32;

/**
 * 机选 draws from the browser's CSPRNG: players should not be able to predict a random pick. A
 * 32-bit value is rejected above the largest multiple of n so that `value % n` has no bias.
 */
export const cryptoRandomInt: TRandomInt = (n) => {
  const limit = range - (range % n);
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    const value = word[0] as number;
    if (value < limit) return value % n;
  }
};
