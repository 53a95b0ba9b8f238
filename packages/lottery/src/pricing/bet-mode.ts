/**
 * Money in this package is an integer number of thousandths of the currency unit (SPEC §9:
 * decimal precision 3), as a bigint: 2 yuan is 2000n. Nothing here ever holds money in a float.
 */
export type TThousandths = bigint;

/**
 * 元/角/分/厘 modes (the spec's "milli mode" is 厘): the unit price and every prize are divided by
 * the mode's divisor. A2 stores the same thing as a `coefficient` of 1, 0.1, 0.01, 0.001.
 */
export type TBetMode = 'yuan' | 'jiao' | 'fen' | 'li';

export const modeDivisors: Readonly<Record<TBetMode, bigint>> = {
  yuan: 1n,
  jiao: 10n,
  fen: 100n,
  li: 1000n,
};

export const betModes = Object.keys(modeDivisors) as readonly TBetMode[];

/** One unit (注) in 元 mode costs 2 yuan; in 厘 mode 2 thousandths, still an integer. */
export const unitPriceThousandths: TThousandths = 2000n;

export const isBetMode = (value: unknown): value is TBetMode =>
  typeof value === 'string' && Object.hasOwn(modeDivisors, value);

/** The price of one unit at a mode: 2000, 200, 20 or 2 thousandths. */
export const unitAmount = (mode: TBetMode): TThousandths =>
  unitPriceThousandths / modeDivisors[mode];
