import type { z } from 'zod';
import type { ZTicketRequest } from '@lottery/contracts';

/**
 * A ticket in the cart (SPEC §3 "cart (tickets with checked flag and multiple)"): what Bet/Place
 * is sent for it, and what the cart shows. Amounts are integer thousandths as numbers (they stay
 * far below 2^53 and survive JSON in local storage); the server recounts and charges every ticket
 * with the same packages/lottery rules, so these are the figures the player will be charged.
 */
export interface TCartTicket {
  /** Unique within the cart (crypto.randomUUID). */
  id: string;
  gameId: number;
  /** The Bet/Place ticket: official (mode, multiple, prize group) or two-sided (stake per unit). */
  request: z.input<typeof ZTicketRequest>;
  /** Bet type name and selection as text, in the language shown when added. */
  betTypeName: string;
  selectionText: string;
  units: number;
  /** Stake of the whole ticket, thousandths. */
  amountThousandths: number;
  /** Largest multiple the game's payout cap allows (official book; null on the two-sided book). */
  maxMultiple: number | null;
  checked: boolean;
}

/** What the picker and the two-sided board hand to the cart. */
export type TNewCartTicket = Omit<TCartTicket, 'id' | 'checked'>;
