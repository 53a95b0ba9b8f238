import { maxJsonThousandths, maxScheduleMultiple, thousandthsToNumber } from '@lottery/contracts';
import { unitAmount } from '@lottery/lottery';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import type { TCartTicket } from './cart-ticket.ts';

/**
 * Cart arithmetic in bigint thousandths, by the same rule packages/lottery prices with (official
 * book: units × unit price of the mode × multiple), so the cart shows what the server charges.
 */

/** The largest multiple Bet/Place takes at all (ZOfficialTicketRequest.Multiple). */
export const placeMultipleLimit = maxScheduleMultiple;

/**
 * The ticket's stake at multiple 1: units × unit price by mode (official), or the whole ticket
 * (two-sided: units × stake per unit; the book has no multiple on Bet/Place).
 */
export function baseAmountOf(ticket: Pick<TCartTicket, 'request' | 'units' | 'amountThousandths'>) {
  return ticket.request.Book === 'official'
    ? BigInt(ticket.units) * unitAmount(ticket.request.Mode)
    : BigInt(ticket.amountThousandths);
}

/** The highest multiple a ticket may take: its payout cap, and never above what Bet/Place takes. */
export function multipleCapOf(ticket: Pick<TCartTicket, 'maxMultiple'>): number {
  const cap = ticket.maxMultiple ?? placeMultipleLimit;
  return Math.max(1, Math.min(cap, placeMultipleLimit));
}

/** A typed or stepped multiple brought into 1..cap; anything not a number becomes 1. */
export function clampMultiple(ticket: Pick<TCartTicket, 'maxMultiple'>, value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), multipleCapOf(ticket));
}

export interface TCartTotals {
  count: number;
  units: number;
  amountThousandths: bigint;
}

/** Count, units and stake of the checked tickets. */
export function checkedTotalsOf(tickets: readonly TCartTicket[]): TCartTotals {
  let count = 0;
  let units = 0;
  let amountThousandths = 0n;
  for (const ticket of tickets) {
    if (!ticket.checked) continue;
    count += 1;
    units += ticket.units;
    amountThousandths += BigInt(ticket.amountThousandths);
  }
  return { count, units, amountThousandths };
}

/**
 * Thousandths shown as money (SPEC §9: separators, three decimals) by the app's formatter. A
 * doubling plan's preview can pass what a double holds exactly (maxJsonThousandths); such a sum
 * is written out from the bigint instead, the same way.
 */
export function formatThousandths(thousandths: bigint | number, language: string): string {
  const value = BigInt(thousandths);
  const magnitude = value < 0n ? -value : value;
  if (magnitude <= maxJsonThousandths) return formatAmount(thousandthsToNumber(value), language);
  const whole = (magnitude / 1000n).toLocaleString(language);
  const fraction = (magnitude % 1000n).toString().padStart(3, '0');
  return `${value < 0n ? '-' : ''}${whole}.${fraction}`;
}
