/**
 * The fee preview of the withdraw screen, the server's rule (withdraw-checks.ts feeOf) in
 * thousandths: the per-mille rate rounded down, at least the minimum, at most the maximum, plus
 * the chain fee for USDT. The server computes it again; this only shows it as the player types.
 */
export interface TFeeRules {
  FeePerMille: number;
  FeeMin: number;
  FeeMax: number | null;
  UsdtChainFee: number;
}

const toThousandths = (amount: number) => BigInt(Math.round(amount * 1000));

/** "123.45" → 123450n; null for text that is not an amount of at most three decimals. */
export function parseAmount(text: string): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}

export function feeOf(rules: TFeeRules, isUsdt: boolean, amount: bigint): bigint {
  let fee = (amount * BigInt(rules.FeePerMille)) / 1000n;
  const min = toThousandths(rules.FeeMin);
  if (fee < min) fee = min;
  if (rules.FeeMax !== null && fee > toThousandths(rules.FeeMax)) fee = toThousandths(rules.FeeMax);
  return isUsdt ? fee + toThousandths(rules.UsdtChainFee) : fee;
}

/** Thousandths as the API's number (exact: at most 15 significant digits here). */
export const thousandthsToAmount = (thousandths: bigint) => Number(thousandths) / 1000;
