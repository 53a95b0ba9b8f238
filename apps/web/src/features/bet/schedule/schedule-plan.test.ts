import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TCartTicket } from '../cart/cart-ticket.ts';
import {
  frontThreeFenTicket,
  starFiveRequest,
  starFiveTicket,
  twoSidedTicket,
} from '../cart/testing/cart-fixtures.ts';
import {
  multipleAt,
  scheduleBodyOf,
  schedulePreview,
  type TMultiplePlan,
} from './schedule-plan.ts';

const inCart = (ticket: Omit<TCartTicket, 'id' | 'checked'>, id = 't1'): TCartTicket => ({
  ...ticket,
  id,
  checked: true,
});
const noStops = { ifWin: false, ifLoss: false, atProfitThousandths: null };

describe('multiples', () => {
  it('are flat, or start × factor^⌊i / every⌋ when doubling', () => {
    const flat: TMultiplePlan = { kind: 'flat', start: 3 };
    const doubling: TMultiplePlan = { kind: 'doubling', start: 1, factor: 2, every: 1 };
    const slow: TMultiplePlan = { kind: 'doubling', start: 5, factor: 3, every: 2 };
    const first = (plan: TMultiplePlan) => [0, 1, 2, 3, 4].map((i) => multipleAt(plan, i));
    expect(first(flat)).toEqual([3n, 3n, 3n, 3n, 3n]);
    expect(first(doubling)).toEqual([1n, 2n, 4n, 8n, 16n]);
    expect(first(slow)).toEqual([5n, 5n, 15n, 15n, 45n]);
  });

  it('stay exact past 2^53', () => {
    expect(multipleAt({ kind: 'doubling', start: 1, factor: 2, every: 1 }, 119)).toBe(2n ** 119n);
  });
});

describe('schedulePreview', () => {
  // 五星 2 units in 元 (4.000) and 前三 3 units in 分 (0.060): 4.060 an issue at 1×.
  const tickets = [inCart(starFiveTicket(), 'a'), inCart(frontThreeFenTicket(), 'b')];

  it('costs every issue at its multiple, with the running total, flat', () => {
    const preview = schedulePreview(
      tickets,
      { kind: 'flat', start: 3 },
      { kind: 'count', count: 3 },
      ['0005', '0006'],
    );
    expect(preview.rows).toEqual([
      {
        index: 0,
        issueSerial: '0005',
        multiple: 3n,
        costThousandths: 12180n,
        runningThousandths: 12180n,
      },
      {
        index: 1,
        issueSerial: '0006',
        multiple: 3n,
        costThousandths: 12180n,
        runningThousandths: 24360n,
      },
      {
        index: 2,
        issueSerial: null,
        multiple: 3n,
        costThousandths: 12180n,
        runningThousandths: 36540n,
      },
    ]);
    expect(preview.totalThousandths).toBe(36540n);
  });

  it('costs a doubling plan on the picked issues', () => {
    const preview = schedulePreview(
      tickets,
      { kind: 'doubling', start: 1, factor: 2, every: 1 },
      { kind: 'issues', serials: ['0007', '0009', '0010', '0012'] },
      [],
    );
    expect(preview.rows.map((r) => [r.issueSerial, r.multiple, r.costThousandths])).toEqual([
      ['0007', 1n, 4060n],
      ['0009', 2n, 8120n],
      ['0010', 4n, 16240n],
      ['0012', 8n, 32480n],
    ]);
    expect(preview.totalThousandths).toBe(60900n);
  });

  it('multiplies a two-sided ticket’s whole stake', () => {
    const preview = schedulePreview(
      [inCart(twoSidedTicket())],
      { kind: 'flat', start: 2 },
      { kind: 'count', count: 2 },
      [],
    );
    expect(preview.totalThousandths).toBe(80_000n);
  });

  it('totals base × the sum of the multiples for any plan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 2, max: 120 }),
        (start, factor, every, count) => {
          const plan: TMultiplePlan = { kind: 'doubling', start, factor, every };
          const preview = schedulePreview(tickets, plan, { kind: 'count', count }, []);
          let multiples = 0n;
          for (let i = 0; i < count; i += 1) multiples += multipleAt(plan, i);
          expect(preview.totalThousandths).toBe(4060n * multiples);
          expect(preview.rows.at(-1)?.runningThousandths).toBe(preview.totalThousandths);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('scheduleBodyOf', () => {
  const ticket = inCart(starFiveTicket({ request: starFiveRequest({ Multiple: 2 }) }));

  it('sends a count as a flat or doubling Plan, without the cart multiple', () => {
    expect(
      scheduleBodyOf(
        2,
        ticket,
        { kind: 'flat', start: 1 },
        { kind: 'count', count: 10 },
        {
          ifWin: true,
          ifLoss: false,
          atProfitThousandths: null,
        },
      ),
    ).toEqual({
      GameId: 2,
      Ticket: {
        BetTypeId: 'ssc.star5.direct',
        Selection: { rows: [[1, 2], [3], [4], [5], [6]] },
        Book: 'official',
        Mode: 'yuan',
        PrizeGroup: 1800,
      },
      Plan: { Kind: 'flat', Count: 10, StartMultiple: 1 },
      StopIfWin: true,
      StopIfLoss: false,
    });
    expect(
      scheduleBodyOf(
        2,
        ticket,
        { kind: 'doubling', start: 2, factor: 3, every: 2 },
        { kind: 'count', count: 5 },
        { ifWin: false, ifLoss: true, atProfitThousandths: 150_500n },
      ),
    ).toMatchObject({
      Plan: { Kind: 'doubling', Count: 5, StartMultiple: 2, Factor: 3, Every: 2 },
      StopIfLoss: true,
      StopAtProfit: 150.5,
    });
  });

  it('sends picked issues with each one’s multiple', () => {
    const body = scheduleBodyOf(
      2,
      ticket,
      { kind: 'doubling', start: 1, factor: 2, every: 1 },
      { kind: 'issues', serials: ['0007', '0009', '0010'] },
      noStops,
    );
    expect(body.Issues).toEqual([
      { IssueSerialNumber: '0007', Multiple: 1 },
      { IssueSerialNumber: '0009', Multiple: 2 },
      { IssueSerialNumber: '0010', Multiple: 4 },
    ]);
    expect(body).not.toHaveProperty('Plan');
  });

  it('keeps a two-sided ticket’s stake (each issue’s multiple multiplies it)', () => {
    const body = scheduleBodyOf(
      5,
      inCart(twoSidedTicket()),
      { kind: 'flat', start: 2 },
      { kind: 'count', count: 2 },
      noStops,
    );
    expect(body.Ticket).toEqual(twoSidedTicket().request);
  });
});
