/**
 * The reels of the lucky-7 slot (issue #23 /Lucky7SlotActivity): what three reels show for a prize
 * drawn from a table (weighted-draw.ts). The draw picks the prize's index; the reels are a pure
 * function of that index and the table's amounts, so a verified index verifies the reels too and
 * the screen needs nothing more from the server.
 *
 * Prizes are ranked by amount, largest first (ties by index). Ranks 0..5 show three of one symbol
 * (rank 0, the jackpot, is 7-7-7); later ranks show a pair and a different third symbol, in a fixed
 * order, so every entry of a table of up to 20 gets its own picture.
 */
export const slotSymbols = ['seven', 'bar', 'bell', 'melon', 'cherry', 'lemon'] as const;
export type TSlotSymbol = (typeof slotSymbols)[number];
export type TSlotReels = readonly [TSlotSymbol, TSlotSymbol, TSlotSymbol];

const symbolAt = (index: number): TSlotSymbol => slotSymbols[index % slotSymbols.length] ?? 'seven';

/** The rank of each entry (0: the largest amount). */
export function prizeRanks(amounts: readonly bigint[]): number[] {
  const order = amounts
    .map((amount, index) => ({ amount, index }))
    .sort((a, b) => (a.amount === b.amount ? a.index - b.index : a.amount > b.amount ? -1 : 1));
  const ranks = new Array<number>(amounts.length).fill(0);
  order.forEach((entry, rank) => {
    ranks[entry.index] = rank;
  });
  return ranks;
}

/** The picture of one rank: triples first, then pairs of the lesser symbols with another third. */
export function reelsOfRank(rank: number): TSlotReels {
  const count = slotSymbols.length;
  if (rank < count) return [symbolAt(rank), symbolAt(rank), symbolAt(rank)];
  // Pairs: rank 6 → lemon-lemon-cherry, 7 → lemon-lemon-melon, …: the pair symbol from the
  // cheapest up, the third any other symbol, so no pair picture repeats a triple.
  const pairIndex = rank - count;
  const pair = count - 1 - Math.floor(pairIndex / (count - 1));
  const offset = (pairIndex % (count - 1)) + 1;
  const third = (((pair - offset) % count) + count) % count;
  return [symbolAt(pair), symbolAt(pair), symbolAt(third)];
}

/** The reels for the entry drawn from a table of these amounts. */
export function slotReelsOf(amounts: readonly bigint[], drawnIndex: number): TSlotReels {
  if (!Number.isInteger(drawnIndex) || drawnIndex < 0 || drawnIndex >= amounts.length)
    throw new RangeError('the drawn index is an entry of the table');
  return reelsOfRank(prizeRanks(amounts)[drawnIndex] ?? 0);
}
