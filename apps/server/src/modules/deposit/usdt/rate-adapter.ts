/**
 * The CNY/USDT exchange rate a USDT order snapshots. A rate is an integer of millionths of a
 * currency unit per USDT (7.231456 → 7231456n): finer than money's thousandths, as rate feeds
 * quote it.
 */
export interface TRateQuote {
  rateMicro: bigint;
  /** When the source quoted it (epoch ms). */
  at: number;
}

/**
 * Where rates come from (an exchange's ticker, a rate service). `quote` answers null when the
 * source fails or does not answer: the order is refused with SPEC §8's "failed to get exchange
 * rate" (UsdtRateUnavailable), never opened on a stale or guessed rate.
 */
export interface TRateAdapter {
  readonly source: string;
  quote(): Promise<TRateQuote | null>;
}

const usdtMicroPerUnit = 1_000_000n;

/**
 * The USDT (millionths) that pays `amount` (thousandths of CNY) at `rateMicro`, rounded up to
 * the token's last decimal: the player never pays less than the order's amount.
 * amount/1000 CNY ÷ rate/10^6 CNY per USDT = amount·10^3/rate USDT = amount·10^9/rate micro.
 */
export function usdtMicroFor(amount: bigint, rateMicro: bigint): bigint {
  if (rateMicro <= 0n) throw new RangeError('a rate is positive');
  const numerator = amount * 1000n * usdtMicroPerUnit;
  return (numerator + rateMicro - 1n) / rateMicro;
}

/** 7231456n → "7.231456" (the order keeps it as numeric text). */
export const rateText = (rateMicro: bigint) =>
  `${rateMicro / 1_000_000n}.${(rateMicro % 1_000_000n).toString().padStart(6, '0')}`;
