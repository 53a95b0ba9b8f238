/**
 * USDT amounts: integers of millionths (the token has 6 decimals on every chain we take), carried
 * over JSON as decimal text ("12.5", "0.000001") so that no digit goes through a double.
 */
export const usdtDecimals = 6;
const scale = 10n ** BigInt(usdtDecimals);
const pattern = /^(\d{1,12})(?:\.(\d{1,6}))?$/;

/** "12.5" → 12500000n; null for anything but a plain non-negative decimal of ≤ 6 decimals. */
export function parseUsdtMicro(text: string): bigint | null {
  const match = pattern.exec(text);
  if (!match) return null;
  const [, units = '', fraction = ''] = match;
  return BigInt(units) * scale + BigInt(fraction.padEnd(usdtDecimals, '0'));
}

/** 12500000n → "12.5" (no trailing zeros; whole amounts without a point). */
export function usdtMicroToText(micro: bigint): string {
  const sign = micro < 0n ? '-' : '';
  const magnitude = micro < 0n ? -micro : micro;
  const fraction = (magnitude % scale).toString().padStart(usdtDecimals, '0').replace(/0+$/, '');
  return `${sign}${magnitude / scale}${fraction ? `.${fraction}` : ''}`;
}
