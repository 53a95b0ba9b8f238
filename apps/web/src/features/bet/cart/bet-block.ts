import type { TCartTotals } from './cart-amounts.ts';
import { maxTicketsPerBet } from './place-bets-flow.ts';

/** Why "Bet now" cannot be pressed, as a key under cart.disabled, or null when it can. */
export type TBetBlock = 'sending' | 'noneChecked' | 'tooMany' | 'noIssue';

export function betBlockOf(input: {
  totals: TCartTotals;
  isInstant: boolean;
  issueSerial: string | null;
  /** A request is out, or a Bet/Place waits in the journal for its answer. */
  isBusy: boolean;
}): TBetBlock | null {
  if (input.isBusy) return 'sending';
  if (input.totals.count === 0) return 'noneChecked';
  if (input.totals.count > maxTicketsPerBet) return 'tooMany';
  if (!input.isInstant && input.issueSerial === null) return 'noIssue';
  return null;
}
