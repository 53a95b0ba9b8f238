import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateTurnover, type TGrantNeed, type TTicketStake } from './allocate-turnover.ts';

const grant = (
  id: number,
  grantedAt: number,
  remaining: bigint,
  expiresAt = 1_000,
): TGrantNeed => ({
  id: BigInt(id),
  grantedAt,
  expiresAt,
  remaining,
});
const ticket = (id: number, createdAt: number, amount: bigint): TTicketStake => ({
  id: BigInt(id),
  createdAt,
  amount,
});

describe('allocateTurnover', () => {
  it('fills the oldest grant first and spills the rest into the next', () => {
    expect(
      allocateTurnover([grant(2, 5, 10n), grant(1, 0, 6n)], [ticket(7, 10, 8n), ticket(8, 11, 9n)]),
    ).toEqual([
      { ticketId: 7n, grantId: 1n, amount: 6n },
      { ticketId: 7n, grantId: 2n, amount: 2n },
      { ticketId: 8n, grantId: 2n, amount: 8n },
    ]);
  });

  it('counts a ticket only towards grants open when it was placed, else marks it counted', () => {
    expect(
      allocateTurnover(
        [grant(1, 5, 10n, 20)],
        [ticket(1, 4, 3n), ticket(2, 20, 3n), ticket(3, 5, 3n)],
      ),
    ).toEqual([
      { ticketId: 1n, grantId: null, amount: 0n },
      { ticketId: 3n, grantId: 1n, amount: 3n },
      { ticketId: 2n, grantId: null, amount: 0n },
    ]);
  });

  it('never counts more than a ticket staked nor more than a grant needs, and marks every ticket', () => {
    const grants = fc.array(
      fc.record({
        grantedAt: fc.nat(100),
        span: fc.integer({ min: 1, max: 100 }),
        need: fc.bigInt(0n, 50n),
      }),
      { maxLength: 5 },
    );
    const tickets = fc.array(fc.record({ createdAt: fc.nat(200), amount: fc.bigInt(1n, 40n) }), {
      maxLength: 12,
    });
    fc.assert(
      fc.property(grants, tickets, (gs, ts) => {
        const needs = gs.map((g, i) => grant(i, g.grantedAt, g.need, g.grantedAt + g.span));
        const stakes = ts.map((item, i) => ticket(i, item.createdAt, item.amount));
        const counts = allocateTurnover(needs, stakes);
        for (const stake of stakes) {
          const mine = counts.filter((count) => count.ticketId === stake.id);
          expect(mine.length).toBeGreaterThan(0);
          expect(mine.reduce((sum, count) => sum + count.amount, 0n)).toBeLessThanOrEqual(
            stake.amount,
          );
          for (const count of mine.filter((item) => item.grantId !== null)) {
            const need = needs.find((item) => item.id === count.grantId);
            expect(
              need && need.grantedAt <= stake.createdAt && stake.createdAt < need.expiresAt,
            ).toBe(true);
          }
        }
        for (const need of needs) {
          const total = counts
            .filter((count) => count.grantId === need.id)
            .reduce((sum, count) => sum + count.amount, 0n);
          expect(total).toBeLessThanOrEqual(need.remaining);
        }
      }),
    );
  });
});
