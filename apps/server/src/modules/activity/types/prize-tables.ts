import type { TPrizeEntry } from './type-rules.ts';

/** Prize tables between their three forms: the request's, the jsonb's and the answer's. */

export const tableOfInput = (table: readonly { Amount: bigint; Weight: number }[]): TPrizeEntry[] =>
  table.map((entry) => ({ amount: entry.Amount, weight: entry.Weight }));

export type TStoredTable = { amount: string; weight: number }[];

export const storeTable = (table: TPrizeEntry[]): TStoredTable =>
  table.map((entry) => ({ amount: entry.amount.toString(), weight: entry.weight }));

export const readTable = (table: TStoredTable): TPrizeEntry[] =>
  table.map((entry) => ({ amount: BigInt(entry.amount), weight: entry.weight }));

export const wireTable = (table: TPrizeEntry[]) =>
  table.map((entry) => ({ Amount: entry.amount, Weight: entry.weight }));

export const largestPrizeOf = (table: readonly TPrizeEntry[]): bigint =>
  table.reduce((max, entry) => (entry.amount > max ? entry.amount : max), 0n);

/** The weighted mean of a table, rounded down to a thousandth. */
export function meanPrizeOf(table: readonly TPrizeEntry[]): bigint {
  const total = table.reduce((sum, entry) => sum + BigInt(entry.weight), 0n);
  if (total === 0n) return 0n;
  return table.reduce((sum, entry) => sum + entry.amount * BigInt(entry.weight), 0n) / total;
}
