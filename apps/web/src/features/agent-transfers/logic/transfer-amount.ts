/** An amount the server takes: above 0, at most three decimals (ZMoneyInput's rule). */
export const isValidAmount = (text: string) => {
  const trimmed = text.trim();
  return /^\d+(\.\d{1,3})?$/.test(trimmed) && Number(trimmed) > 0;
};
