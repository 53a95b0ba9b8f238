/**
 * The bonus turnover rule, without a database: each settled ticket's stake goes to the oldest
 * active grant that was granted at or before the ticket was placed, had not expired then, and
 * still needs turnover; what that grant does not need spills over into the next such grant; what
 * none needs is dropped. A ticket counted towards nothing is still marked (grantId null) so it is
 * never counted again.
 */

export interface TGrantNeed {
  id: bigint;
  grantedAt: number;
  expiresAt: number;
  /** Turnover still needed, thousandths. */
  remaining: bigint;
}

export interface TTicketStake {
  id: bigint;
  createdAt: number;
  amount: bigint;
}

export interface TTurnoverCount {
  ticketId: bigint;
  grantId: bigint | null;
  amount: bigint;
}

const byTimeThenId =
  <T extends { id: bigint }>(time: (item: T) => number) =>
  (a: T, b: T) =>
    time(a) - time(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function allocateTurnover(
  grants: readonly TGrantNeed[],
  tickets: readonly TTicketStake[],
): TTurnoverCount[] {
  const needs = [...grants]
    .sort(byTimeThenId((grant) => grant.grantedAt))
    .map((grant) => ({ ...grant }));
  const counts: TTurnoverCount[] = [];
  for (const ticket of [...tickets].sort(byTimeThenId((item) => item.createdAt))) {
    let left = ticket.amount;
    let isCounted = false;
    for (const need of needs) {
      if (left === 0n) break;
      const isEligible =
        need.grantedAt <= ticket.createdAt &&
        ticket.createdAt < need.expiresAt &&
        need.remaining > 0n;
      if (!isEligible) continue;
      const taken = left < need.remaining ? left : need.remaining;
      need.remaining -= taken;
      left -= taken;
      counts.push({ ticketId: ticket.id, grantId: need.id, amount: taken });
      isCounted = true;
    }
    if (!isCounted) counts.push({ ticketId: ticket.id, grantId: null, amount: 0n });
  }
  return counts;
}
