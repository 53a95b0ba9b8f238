import { describe, expect, it } from 'vitest';
import { faultyTicketIndex } from './ticket-fault.ts';

const body = (Code: number, Field?: string) => ({
  Code,
  Message: 'refused',
  ...(Field ? { Field } : {}),
});

describe('faultyTicketIndex', () => {
  it('reads the ticket from the Field', () => {
    expect(faultyTicketIndex(body(5110, 'Tickets.2.Selection.rows[1]'), 3)).toBe(2);
    expect(faultyTicketIndex(body(1001, 'Tickets.0.Multiple'), 3)).toBe(0);
    expect(faultyTicketIndex(body(5110, 'Tickets[1].Selection'), 3)).toBe(1);
    expect(faultyTicketIndex(body(5110, 'Tickets.12'), 13)).toBe(12);
  });

  it('ignores a Field that names no ticket of the request', () => {
    expect(faultyTicketIndex(body(5110, 'Tickets.5.Selection'), 3)).toBeNull();
    expect(faultyTicketIndex(body(1001, 'GameId'), 3)).toBeNull();
  });

  it('puts a ticket error without a Field on the only ticket, and nowhere otherwise', () => {
    expect(faultyTicketIndex(body(5113), 1)).toBe(0);
    expect(faultyTicketIndex(body(5113), 2)).toBeNull();
    // The game's prize group cap and floor are about the ticket's group.
    expect(faultyTicketIndex(body(5116), 1)).toBe(0);
    expect(faultyTicketIndex(body(5117), 1)).toBe(0);
    // Sealed issue, balance: about the whole bet.
    expect(faultyTicketIndex(body(5107), 1)).toBeNull();
    expect(faultyTicketIndex(body(5001), 1)).toBeNull();
  });
});
