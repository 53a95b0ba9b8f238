import type { TBook } from './board-types.ts';
import { parseMultiple, parseStake, type TStakeTerms } from './price-picks.ts';

/** Why the typed amount cannot be priced yet: not a stake or multiple, or no prize group yet. */
export type TTermsProblem = 'invalid' | 'loading';

/**
 * The stake terms of what the player typed: a stake per bet on the two-sided book, a multiple
 * on the official book (priced at the player's own prize group under the game's payout cap,
 * both of which must have loaded).
 */
export function stakeTermsOf(
  book: TBook,
  amountText: string,
  prizeGroup: number | null,
  maxPayout: bigint | null,
): TStakeTerms | TTermsProblem {
  if (book === 'twoSided') {
    const stake = parseStake(amountText);
    return stake === null ? 'invalid' : { book, stake };
  }
  if (prizeGroup === null || maxPayout === null) return 'loading';
  const multiple = parseMultiple(amountText);
  return multiple === null ? 'invalid' : { book, multiple, prizeGroup, maxPayout };
}

/** What the amount field starts with: a 10-yuan stake, or a multiple of 1. */
export const initialAmountText = (book: TBook) => (book === 'twoSided' ? '10' : '1');
