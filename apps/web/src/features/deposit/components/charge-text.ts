import type { TChannelOffer } from '../api/deposit-api.ts';

/** A channel's fee or bonus rule as a short text: "1.5% + 2.000", "5.000", or null for none. */
export function chargeRuleText(
  charge: TChannelOffer['Charge'],
  money: (amount: number) => string,
): string | null {
  if (charge.Kind === 'none') return null;
  const parts = [
    ...(charge.RateBps > 0 ? [`${charge.RateBps / 100}%`] : []),
    ...(charge.Fixed > 0 ? [money(charge.Fixed)] : []),
  ];
  return parts.length === 0 ? null : parts.join(' + ');
}

/** The quick amounts a channel's range allows (at most four). */
export const quickAmountsOf = (channel: TChannelOffer) =>
  [100, 200, 500, 1000, 2000, 5000, 10_000, 50_000]
    .filter((amount) => amount >= channel.MinAmount && amount <= channel.MaxAmount)
    .slice(0, 4);
