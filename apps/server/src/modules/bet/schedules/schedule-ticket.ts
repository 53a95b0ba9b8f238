import type { TPlaceBetsRequest, TScheduleTicket, TTicketRequest } from '@lottery/contracts';

/**
 * A chained bet's ticket: stored once per plan (bet_schedules.ticket) and turned into each
 * issue's Bet/Place ticket with that issue's multiple.
 */

/** bet_schedules.ticket: the ticket as JSON, a two-sided Stake as decimal thousandths. */
export type TStoredScheduleTicket =
  | Extract<TScheduleTicket, { Book: 'official' }>
  | (Omit<Extract<TScheduleTicket, { Book: 'twoSided' }>, 'Stake'> & { Stake: string });

export const storedTicketOf = (ticket: TScheduleTicket): TStoredScheduleTicket =>
  ticket.Book === 'official' ? ticket : { ...ticket, Stake: ticket.Stake.toString() };

export const ticketOfStored = (stored: TStoredScheduleTicket): TScheduleTicket =>
  stored.Book === 'official' ? stored : { ...stored, Stake: BigInt(stored.Stake) };

/** Official: the issue's multiple is the ticket's. Two-sided (no multiple): it scales the stake. */
export const ticketAtMultiple = (ticket: TScheduleTicket, multiple: number): TTicketRequest =>
  ticket.Book === 'official'
    ? { ...ticket, Multiple: multiple }
    : { ...ticket, Stake: ticket.Stake * BigInt(multiple) };

/** The Bet/Place cart of one issue of a plan. */
export const issueCart = (
  gameId: number,
  issueSerial: string,
  ticket: TScheduleTicket,
  multiple: number,
): TPlaceBetsRequest => ({
  GameId: gameId,
  IssueSerialNumber: issueSerial,
  Tickets: [ticketAtMultiple(ticket, multiple)],
});
