/** An exact probability: num/den with bigints (Keno denominators pass 2^53). */
export interface TFraction {
  readonly num: bigint;
  readonly den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

export function fraction(num: bigint | number, den: bigint | number): TFraction {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d <= 0n) throw new RangeError('denominator must be positive');
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const addFractions = (a: TFraction, b: TFraction) =>
  fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const multiplyFractions = (a: TFraction, b: TFraction) =>
  fraction(a.num * b.num, a.den * b.den);
export const fractionToNumber = (f: TFraction) => Number(f.num) / Number(f.den);
export const sameFraction = (a: TFraction, b: TFraction) => a.num * b.den === b.num * a.den;
