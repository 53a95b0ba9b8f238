const formatters = new Map<string, Intl.NumberFormat>();

/**
 * SPEC §9: thousands separators, three decimals. One formatter a language: toLocaleString with
 * options builds a new one at every call, which on a phone costs more than the render around it.
 */
export function formatAmount(amount: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    });
    formatters.set(language, formatter);
  }
  return formatter.format(amount);
}
