import type { TTicketRequest } from '@lottery/contracts';
import { betModes, officialCapsOf, payout, settle } from '@lottery/lottery';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultOddsTable } from '../lottery/default-odds.ts';
import {
  betModeOf,
  modeDivisorOf,
  priceRequestedTicket,
  ticketPrize,
  type TPricingContext,
} from './price-ticket.ts';

const ssc: TPricingContext = {
  family: 'ssc',
  books: ['official', 'twoSided'],
  maxPayoutPerTicket: 400_000_000n,
  twoSidedReturnPermille: 975,
  userGroup: 1950,
};
const k3: TPricingContext = { ...ssc, family: 'k3' };

const official = (ticket: Partial<Extract<TTicketRequest, { Book: 'official' }>> = {}) => ({
  BetTypeId: 'ssc.star5.direct',
  Book: 'official' as const,
  Selection: { rows: [[1, 2], [3], [4], [5], [6]] },
  Mode: 'yuan' as const,
  Multiple: 1,
  PrizeGroup: 1800,
  ...ticket,
});

const refusal = (result: ReturnType<typeof priceRequestedTicket>) =>
  result.ok ? undefined : { error: result.error, params: result.params, extra: result.extra };

describe('priceRequestedTicket', () => {
  it('prices an official ticket with the rules engine: units, amount, group, self-rebate', () => {
    expect(priceRequestedTicket(ssc, official(), 0)).toEqual({
      ok: true,
      value: {
        betTypeId: 'ssc.star5.direct',
        book: 'official',
        selection: { rows: [[1, 2], [3], [4], [5], [6]] },
        mode: 'yuan',
        multiple: 1,
        units: 2,
        amount: 4000n,
        prizeGroup: 1800,
        userGroup: 1950,
        odds: null,
        selfRebate: 300n,
      },
    });
  });

  it('prices a two-sided ticket at the default odds, stake per unit', () => {
    const ticket = {
      BetTypeId: 'k3.twoSided.sum',
      Book: 'twoSided' as const,
      Selection: { items: ['big', 'small', 'odd'] },
      Stake: 5_000n,
    };
    const priced = priceRequestedTicket(k3, ticket, 0);
    expect(priced).toMatchObject({
      ok: true,
      value: { units: 3, amount: 15_000n, mode: 'yuan', multiple: 1, prizeGroup: null },
    });
    expect(priced.ok && priced.value.odds).toEqual(defaultOddsTable('k3', 975)['k3.twoSided.sum']);
  });

  it('refuses in order: type sold, selection, book, group, multiple', () => {
    const bad = { rows: [[1], [2], [3], [4]] };
    expect(refusal(priceRequestedTicket(ssc, official({ BetTypeId: 'k3.sum.sum' }), 2))).toEqual({
      error: 'BetTypeNotSold',
      params: { ticket: 3, betType: 'k3.sum.sum' },
      extra: undefined,
    });
    // A bad selection is reported before the group above the player's own.
    expect(
      refusal(priceRequestedTicket(ssc, official({ Selection: bad, PrizeGroup: 1990 }), 0)),
    ).toEqual({
      error: 'BetSelectionInvalid',
      params: { ticket: 1, fault: 'rowCount', at: 'rows' },
      extra: { Field: 'Tickets.0.Selection.rows' },
    });
    expect(
      refusal(
        priceRequestedTicket({ ...ssc, books: ['twoSided'] }, official({ PrizeGroup: 1990 }), 0),
      ),
    ).toMatchObject({ error: 'BetBookNotOffered' });
    expect(
      refusal(priceRequestedTicket(ssc, official({ PrizeGroup: 1951, Multiple: 9 }), 0)),
    ).toEqual({
      error: 'BetGroupTooHigh',
      params: { ticket: 1, group: 1951, userGroup: 1950 },
      extra: undefined,
    });
    // 5-star direct at 1800 pays 180,000 a unit: a 400,000 cap allows a multiple of 2.
    expect(refusal(priceRequestedTicket(ssc, official({ Multiple: 3 }), 0))).toMatchObject({
      error: 'BetMultipleTooHigh',
      params: { maxMultiple: 2 },
    });
    expect(priceRequestedTicket(ssc, official({ Multiple: 2 }), 0).ok).toBe(true);
  });

  it('refuses a two-sided stake whose best outcome would pay more than the ticket cap', () => {
    const table = defaultOddsTable('k3', 975)['k3.twoSided.sum'];
    const bestOdds = BigInt(Math.max(...Object.values(table?.odds ?? {})));
    const maxStake = (400_000_000n * 1000n) / bestOdds;
    const ticket = (Stake: bigint) => ({
      BetTypeId: 'k3.twoSided.sum',
      Book: 'twoSided' as const,
      Selection: { items: ['big'] },
      Stake,
    });
    expect(priceRequestedTicket(k3, ticket(maxStake), 0).ok).toBe(true);
    expect(refusal(priceRequestedTicket(k3, ticket(maxStake + 1n), 0))).toMatchObject({
      error: 'BetStakeTooHigh',
    });
  });
});

describe("the game's prize group cap", () => {
  it("refuses a group above the cap but within the player's own with 5116, naming the cap", () => {
    const capped = { ...ssc, gameGroup: 1900 };
    expect(refusal(priceRequestedTicket(capped, official({ PrizeGroup: 1902 }), 2))).toEqual({
      error: 'BetGroupAboveGameCap',
      params: { ticket: 3, group: 1902, gameGroup: 1900 },
      extra: undefined,
    });
    // Above the player's own as well: their own group is the limit they are told of.
    expect(refusal(priceRequestedTicket(capped, official({ PrizeGroup: 1952 }), 0))).toMatchObject({
      error: 'BetGroupTooHigh',
      params: { userGroup: 1950 },
    });
  });

  it('refuses a group below the floor with 5117; a player under the floor bets at their own', () => {
    const floored = { ...ssc, gameGroup: 1900, gameFloor: 1850 };
    expect(refusal(priceRequestedTicket(floored, official({ PrizeGroup: 1848 }), 0))).toEqual({
      error: 'BetGroupBelowGameFloor',
      params: { ticket: 1, group: 1848, gameGroup: 1850 },
      extra: undefined,
    });
    expect(priceRequestedTicket(floored, official({ PrizeGroup: 1850 }), 0).ok).toBe(true);
    const below = { ...floored, userGroup: 1800 };
    expect(priceRequestedTicket(below, official({ PrizeGroup: 1800 }), 0).ok).toBe(true);
    expect(refusal(priceRequestedTicket(below, official({ PrizeGroup: 1798 }), 0))).toMatchObject({
      error: 'BetGroupBelowGameFloor',
      params: { gameGroup: 1800 },
    });
  });

  it('accepts exactly the groups from the floor up to min(own, cap), rebating from the latter', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1700, max: 2000 }),
        fc.option(fc.integer({ min: 1700, max: 2000 })),
        fc.option(fc.integer({ min: 1700, max: 2000 })),
        fc.integer({ min: 1700, max: 2000 }),
        (userGroup, gameGroup, gameFloor, group) => {
          const context = {
            ...ssc,
            maxPayoutPerTicket: 10n ** 15n,
            userGroup,
            gameGroup,
            gameFloor,
          };
          const result = priceRequestedTicket(context, official({ PrizeGroup: group }), 0);
          const effective = Math.min(userGroup, gameGroup ?? userGroup);
          const floor = Math.min(gameFloor ?? 0, effective);
          if (group <= effective && group >= floor) {
            expect(result.ok).toBe(true);
            if (!result.ok) return;
            expect(result.value.prizeGroup).toBe(group);
            expect(result.value.userGroup).toBe(effective);
            // Two units of 2 yuan: 4,000 thousandths.
            expect(result.value.selfRebate).toBe((BigInt(effective - group) * 4000n) / 2000n);
          } else if (group > effective) {
            expect(refusal(result)?.error).toBe(
              group <= userGroup ? 'BetGroupAboveGameCap' : 'BetGroupTooHigh',
            );
          } else {
            expect(refusal(result)?.error).toBe('BetGroupBelowGameFloor');
          }
        },
      ),
    );
  });
});

describe('ticketPrize', () => {
  it('pays an official ticket as the engine does, with the caps pricing used', () => {
    const priced = priceRequestedTicket(ssc, official(), 0);
    if (!priced.ok) throw new Error('priced');
    const wins = settle('ssc.star5.direct', priced.value.selection, [2, 3, 4, 5, 6]);
    expect(ticketPrize(priced.value, wins, 400_000_000n)).toBe(180_000_000n);
    // The ticket cap still holds.
    expect(ticketPrize(priced.value, wins, 100_000_000n)).toBe(100_000_000n);
  });

  it('gives Keno any-pick types shares of the return, so one unit returns G/2000 in all', () => {
    const shares = officialCapsOf(1n).levelShares?.['keno.any.pick5'];
    expect(shares).toEqual({ hit5: 334, hit4: 333, hit3: 333 });
    const caps = officialCapsOf(400_000_000n);
    const hit4 = payout(
      'keno.any.pick5',
      { hit4: 1 },
      { mode: 'yuan', multiple: 1, group: 1800, caps },
    );
    expect(hit4.amount).toBe(49_568n);
  });

  it('pays a two-sided ticket its stake times the odds it was sold at', () => {
    const priced = priceRequestedTicket(
      k3,
      {
        BetTypeId: 'k3.twoSided.sum',
        Book: 'twoSided',
        Selection: { items: ['big'] },
        Stake: 10_000n,
      },
      0,
    );
    if (!priced.ok || !priced.value.odds) throw new Error('priced');
    const big = priced.value.odds.odds.big ?? 0;
    expect(ticketPrize(priced.value, { big: 1 }, 400_000_000n)).toBe(
      (10_000n * BigInt(big)) / 1000n,
    );
  });

  it("caps a two-sided ticket's wins in one draw at the game's payout cap", () => {
    const priced = priceRequestedTicket(
      k3,
      {
        BetTypeId: 'k3.twoSided.sum',
        Book: 'twoSided',
        Selection: { items: ['big', 'odd'] },
        Stake: 100_000n,
      },
      0,
    );
    if (!priced.ok || !priced.value.odds) throw new Error('priced');
    const { big = 0, odd = 0 } = priced.value.odds.odds;
    const both = (100_000n * BigInt(big)) / 1000n + (100_000n * BigInt(odd)) / 1000n;
    expect(ticketPrize(priced.value, { big: 1, odd: 1 }, 400_000_000n)).toBe(both);
    expect(ticketPrize(priced.value, { big: 1, odd: 1 }, 300_000n)).toBe(300_000n);
  });
});

describe('bet modes in bet_tickets', () => {
  it('stores each mode as its divisor and reads it back', () => {
    for (const mode of betModes) expect(betModeOf(modeDivisorOf(mode))).toBe(mode);
    expect(modeDivisorOf('fen')).toBe(100);
    expect(() => betModeOf(7)).toThrow();
  });
});
