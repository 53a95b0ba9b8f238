/** SPEC §9: thousands separators, three decimals. */
export function formatAmount(amount: number, language: string): string {
  return amount.toLocaleString(language, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
}
