import { playerErrorNameOf, type TErrorBody, type TPlayerErrorName } from '@lottery/contracts';

/** Bet/Place refusals about one ticket of the cart (catalogue 5109-5114, 5116-5117). */
const ticketErrors: ReadonlySet<TPlayerErrorName> = new Set<TPlayerErrorName>([
  'BetTypeNotSold',
  'BetSelectionInvalid',
  'BetBookNotOffered',
  'BetGroupTooHigh',
  'BetGroupAboveGameCap',
  'BetGroupBelowGameFloor',
  'BetMultipleTooHigh',
  'BetStakeTooHigh',
]);

/**
 * The index, in the request's Tickets, of the ticket a refusal is about, or null when it is about
 * the whole bet. The Field (Tickets.2.Selection.rows[1], or Tickets[2]…) names it when there is one; a
 * ticket error without a Field can only be about the one ticket of a one-ticket request.
 */
export function faultyTicketIndex(error: TErrorBody, ticketCount: number): number | null {
  const field = /^Tickets(?:\.(\d+)(?:\.|$)|\[(\d+)\])/.exec(error.Field ?? '');
  if (field) {
    const index = Number(field[1] ?? field[2]);
    return index < ticketCount ? index : null;
  }
  const name = playerErrorNameOf(error.Code);
  return name && ticketErrors.has(name) && ticketCount === 1 ? 0 : null;
}
