import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { cancelTicket } from '../bet/cancel-ticket.ts';
import { settleIssue } from '../bet/settle-issue.ts';
import {
  drawIssue,
  insertOpenTickets,
  openIssue,
  type TTicketSpec,
} from '../bet/ticket-fixtures.ts';
import { rawPlayerDayFigures, summaryPlayerDayFigures } from './raw-figures.ts';

const t = useTestApp();
const js11x5 = 8;

async function player(group: number, parentId?: number) {
  const account = await t.createAccount(
    parentId ? { parentId, role: 'player' } : { role: 'agent' },
  );
  await t.db.query('UPDATE users SET prize_group = $2 WHERE id = $1', [account.userId, group]);
  await t.fund(account.userId, 10_000_000_000n);
  return account.userId;
}

const ticket = (userId: number, rows: number[][], multiple = 1): TTicketSpec => ({
  userId,
  betTypeId: '11x5.front3.direct',
  book: 'official',
  group: 1930,
  userGroup: 1950,
  multiple,
  selection: { rows },
});

/** Per (hour, game): the hour summary against the day summary's total (both kept by triggers). */
async function hourTotals() {
  return t.db.query<{ turnover: bigint; prize: bigint; rebate: bigint; tickets: number }>(
    `SELECT (SELECT sum(turnover) FROM report_game_hours)::bigint AS turnover,
            (SELECT sum(prize) FROM report_game_hours)::bigint AS prize,
            (SELECT sum(rebate) FROM report_game_hours)::bigint AS rebate,
            (SELECT sum(tickets) FROM report_game_hours)::int AS tickets
     UNION ALL
     SELECT sum(turnover)::bigint, sum(prize)::bigint, sum(rebate)::bigint, sum(tickets)::int
       FROM report_player_days`,
  );
}

describe('report summaries', () => {
  it('equal the raw aggregate of tickets and rebates after placing, cancelling and settling', async () => {
    const agent = await player(1980);
    const alice = await player(1950, agent);
    const bob = await player(1950, agent);
    const ref = await openIssue(t.db, js11x5, t.clock.now() + 600_000, 1);
    const ids = await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [
      ticket(alice, [[1, 2], [3], [4, 5]], 10),
      ticket(alice, [[7], [8], [9]], 3),
      ticket(bob, [[1], [3], [5]]),
      ticket(bob, [[2], [3], [4]], 2),
    ]);
    // Placed only: nothing counts yet.
    expect(await summaryPlayerDayFigures(t.db)).toEqual([]);

    const cancelled = await t.db.transaction((tx) =>
      cancelTicket(tx, { clock: t.clock }, bob, Number(ids[3])),
    );
    expect(cancelled.ok).toBe(true);
    expect(await summaryPlayerDayFigures(t.db)).toEqual([]);

    await drawIssue(t.db, ref, '02,03,05,10,11');
    t.clock.advance(700_000);
    const settled = await settleIssue(t.db, ref, { now: () => t.clock.now() });
    expect(settled.ok).toBe(true);

    const summary = await summaryPlayerDayFigures(t.db);
    expect(summary).toEqual(await rawPlayerDayFigures(t.db));
    // Three settled tickets: alice's two, bob's first; the cancelled one counts nothing, and two
    // of them won, with rebates to the players and their agent.
    expect(summary.reduce((n, row) => n + row.tickets, 0)).toBe(3);
    expect(summary.some((row) => row.prize > 0n)).toBe(true);
    expect(summary.some((row) => row.rebate > 0n)).toBe(true);
    const [hours, days] = await hourTotals();
    expect(hours).toEqual(days);

    // Settling again pays nothing and changes no figure.
    await settleIssue(t.db, ref, { now: () => t.clock.now() });
    expect(await summaryPlayerDayFigures(t.db)).toEqual(summary);
  });

  it('follows a settled ticket that is changed afterwards', async () => {
    const agent = await player(1980);
    const carol = await player(1950, agent);
    const ref = await openIssue(t.db, js11x5, t.clock.now() + 600_000, 2);
    const [id] = await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [
      ticket(carol, [[1], [3], [5]], 4),
    ]);
    await drawIssue(t.db, ref, '01,03,05,10,11');
    t.clock.advance(700_000);
    await settleIssue(t.db, ref, { now: () => t.clock.now() });
    // A prize taken back (as a voided win would be): the summaries move with the ticket.
    await t.db.query('UPDATE bet_tickets SET state = 2, prize = 0, wins = NULL WHERE id = $1', [
      id,
    ]);
    expect(await summaryPlayerDayFigures(t.db)).toEqual(await rawPlayerDayFigures(t.db));
    const [hours, days] = await hourTotals();
    expect(hours).toEqual(days);
  });
});
