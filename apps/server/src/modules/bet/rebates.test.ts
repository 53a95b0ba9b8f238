import { describe, expect, it } from 'vitest';
import { ticketRebates } from './rebates.ts';

const ticket = { id: 7n, userId: 4, amount: 80_000n, userGroup: 1930, selfRebate: 0n };

describe('ticketRebates', () => {
  it('pays the self-rebate and each ancestor its group over the next one down', () => {
    const chain = {
      playerGroup: 1950,
      ancestors: [
        { userId: 3, group: 1950 },
        { userId: 2, group: 1960 },
        { userId: 1, group: 1980 },
      ],
    };
    expect(ticketRebates({ ...ticket, userGroup: 1950, selfRebate: 800n }, chain, null)).toEqual([
      { ticketId: 7n, userId: 4, kind: 'self', amount: 800n },
      { ticketId: 7n, userId: 2, kind: 'agent', amount: 400n },
      { ticketId: 7n, userId: 1, kind: 'agent', amount: 800n },
    ]);
  });

  it("starts from the group the ticket recorded, else the owner's current group", () => {
    const chain = { playerGroup: 1940, ancestors: [{ userId: 1, group: 1960 }] };
    expect(ticketRebates(ticket, chain, null)).toEqual([
      { ticketId: 7n, userId: 1, kind: 'agent', amount: 1200n },
    ]);
    expect(ticketRebates({ ...ticket, userGroup: null }, chain, null)).toEqual([
      { ticketId: 7n, userId: 1, kind: 'agent', amount: 800n },
    ]);
  });

  it('never pays more than the top group allows when groups are out of order', () => {
    // The middle agent sits below its child: it earns nothing, and its parent is paid over the
    // child's group, not over the lower one.
    const chain = {
      playerGroup: 1950,
      ancestors: [
        { userId: 2, group: 1900 },
        { userId: 1, group: 1960 },
      ],
    };
    expect(ticketRebates({ ...ticket, userGroup: 1950 }, chain, null)).toEqual([
      { ticketId: 7n, userId: 1, kind: 'agent', amount: 400n },
    ]);
  });

  it("counts no ancestor above the game's prize group cap on an official ticket", () => {
    // A 1950 player on a game capped at 1900 recorded 1900; agents at 1960 and 1980 above.
    const chain = {
      playerGroup: 1950,
      ancestors: [
        { userId: 2, group: 1960 },
        { userId: 1, group: 1980 },
      ],
    };
    const capped = { ...ticket, userGroup: 1900 };
    // Every agent counts with at most 1900, the group the ticket recorded: the chain earns nothing.
    expect(ticketRebates(capped, chain, 1900)).toEqual([]);
    // A cap between the agents: the first earns up to it, the second nothing.
    expect(ticketRebates({ ...ticket, userGroup: 1950 }, chain, 1970)).toEqual([
      { ticketId: 7n, userId: 2, kind: 'agent', amount: 400n },
      { ticketId: 7n, userId: 1, kind: 'agent', amount: 400n },
    ]);
    // Two-sided tickets record no group: the cap does not touch their chain.
    expect(ticketRebates({ ...ticket, userGroup: null }, chain, 1900)).toEqual([
      { ticketId: 7n, userId: 2, kind: 'agent', amount: 400n },
      { ticketId: 7n, userId: 1, kind: 'agent', amount: 800n },
    ]);
  });

  it('floors each share to a thousandth and leaves out zeros', () => {
    const chain = { playerGroup: 1950, ancestors: [{ userId: 1, group: 1952 }] };
    // 2/2000 × 999 = 0.999 thousandths.
    expect(ticketRebates({ ...ticket, amount: 999n, userGroup: 1950 }, chain, null)).toEqual([]);
    expect(ticketRebates({ ...ticket, amount: 1999n, userGroup: 1950 }, chain, null)).toEqual([
      { ticketId: 7n, userId: 1, kind: 'agent', amount: 1n },
    ]);
    expect(ticketRebates(ticket, undefined, null)).toEqual([]);
  });
});
