import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import {
  insertOpenTickets,
  openIssue,
  recompute,
  ticketsOf,
  type TTicketSpec,
} from '../bet/ticket-fixtures.ts';
import { defaultOddsTable } from '../lottery/default-odds.ts';
import { exposureBoard } from './exposure-query.ts';
import { resultSpaceOf } from './result-space.ts';

const t = useTestApp();
const jsk3 = { id: 9, categoryId: 202 };
const cap = 400_000_000n;
const sumOdds = defaultOddsTable('k3', 975)['k3.twoSided.sum'];
const allK3 = resultSpaceOf({ kind: 'balls', length: 3, min: 1, max: 6, distinct: false }, 1000);

/** Random K3 tickets: official sums (some repeated, so groups have counts) and two-sided items. */
const ticketSpecs = (userId: number) =>
  fc.array(
    fc.oneof(
      fc
        .record({
          sums: fc.uniqueArray(fc.integer({ min: 3, max: 18 }), { minLength: 1, maxLength: 4 }),
          multiple: fc.integer({ min: 1, max: 20 }),
          copies: fc.integer({ min: 1, max: 3 }),
        })
        .map(({ sums, multiple, copies }): TTicketSpec[] =>
          Array.from({ length: copies }, () => ({
            userId,
            betTypeId: 'k3.sum.sum',
            book: 'official',
            group: 1950,
            multiple,
            selection: { sums },
          })),
        ),
      fc
        .record({
          items: fc.uniqueArray(fc.constantFrom('big', 'small', 'odd', 'even'), {
            minLength: 1,
            maxLength: 4,
          }),
          stake: fc.integer({ min: 1, max: 500 }).map((yuan) => BigInt(yuan) * 1000n),
        })
        .map(({ items, stake }): TTicketSpec[] => [
          {
            userId,
            betTypeId: 'k3.twoSided.sum',
            book: 'twoSided',
            stake,
            odds: sumOdds ?? { odds: {} },
            selection: { items },
          },
        ]),
    ),
    { minLength: 1, maxLength: 12 },
  );

let index = 1;

describe('exposure board', () => {
  it('matches a brute-force settlement of every K3 result (fast-check)', async () => {
    const { userId } = await t.createAccount();
    await t.fund(userId, 10n ** 12n);
    await fc.assert(
      fc.asyncProperty(ticketSpecs(userId), async (nested) => {
        const specs = nested.flat();
        // One current issue at a time: the previous run's is cancelled.
        await t.db.query(
          `UPDATE lottery_issues SET state = 'cancelled' WHERE game_id = $1 AND state = 'scheduled'`,
          [jsk3.id],
        );
        t.clock.set(t.clock.now() + 60_000);
        const ref = await openIssue(t.db, jsk3.id, t.clock.now() + 30_000, index);
        index += 1;
        await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, specs);
        const [board] = await exposureBoard(t.db, {
          now: t.clock.now(),
          language: 'en',
          gameId: jsk3.id,
        });
        const tickets = await ticketsOf(t.db, ref);
        expect(board?.IssueSerialNumber).toBe(ref.serialNumber);
        expect(board?.Tickets).toBe(tickets.length);
        expect(board?.Stake).toBe(tickets.reduce((sum, row) => sum + BigInt(row.amount), 0n));

        // The oracle: every result, every ticket recomputed one by one.
        const perResult = (allK3 ?? []).map((winning) => {
          const perItem = new Map<string, bigint>();
          let payout = 0n;
          for (const ticket of tickets) {
            const prize = recompute(ticket, jsk3.categoryId, winning, cap).prize;
            const key = `${ticket.bet_type_id}|${JSON.stringify(ticket.selection)}`;
            perItem.set(key, (perItem.get(key) ?? 0n) + prize);
            payout += prize;
          }
          return { winning, payout, perItem };
        });
        const worst = [...perResult].sort((a, b) =>
          a.payout === b.payout ? a.winning.localeCompare(b.winning) : a.payout > b.payout ? -1 : 1,
        );
        expect(board?.WorstResults).toEqual(
          worst.slice(0, 10).map((r) => ({ WinningNumber: r.winning, Payout: r.payout })),
        );
        for (const item of board?.Items ?? []) {
          const key = `${item.BetTypeId}|${item.Selection}`;
          const most = perResult.reduce(
            (max, r) => ((r.perItem.get(key) ?? 0n) > max ? (r.perItem.get(key) ?? 0n) : max),
            0n,
          );
          expect(item.Payout).toBe(most);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('gives no result list for a game with too many results (SSC), items still', async () => {
    const { userId } = await t.createAccount();
    await t.fund(userId, 10n ** 9n);
    const ref = await openIssue(t.db, 2, t.clock.now() + 30_000, 1);
    await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [
      {
        userId,
        betTypeId: 'ssc.star5.direct',
        book: 'official',
        group: 1950,
        selection: { rows: [[1], [2], [3], [4], [5]] },
      },
    ]);
    const [board] = await exposureBoard(t.db, { now: t.clock.now(), language: 'en', gameId: 2 });
    expect(board?.WorstResults).toBeNull();
    expect(board?.Items).toHaveLength(1);
    // Not judged against the 100,000 results: the item shows its best level, 1950 × 100 yuan.
    expect(board?.Items[0]?.Payout).toBe(195_000_000n);
  });
});
