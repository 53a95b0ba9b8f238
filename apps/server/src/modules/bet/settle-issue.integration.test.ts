import { cashFlowTypes } from '@lottery/contracts';
import { findBetType, markSixTypesFor } from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { createSettlementWorker } from '../../jobs/settlement-worker.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { defaultOddsTable } from '../lottery/default-odds.ts';
import { balanceOf, post } from '../wallet/ledger.ts';
import { settleIssue, type TIssueRef } from './settle-issue.ts';
import {
  drawIssue,
  insertOpenTickets,
  openIssue,
  recompute,
  ticketsOf,
  type TTicketSpec,
} from './ticket-fixtures.ts';

const t = useTestApp();
const js11x5 = { id: 8, categoryId: 201 };
const jskl8 = { id: 11, categoryId: 17 };
const jslhc = { id: 13, categoryId: 98 };
const defaultCap = 400_000_000n;
const day = 86_400_000;
let nextIndex = 1;

async function player(group = 1950, parentId?: number, funds = 10_000_000_000n) {
  const account = await t.createAccount(parentId ? { parentId } : {});
  await t.db.query('UPDATE users SET prize_group = $2 WHERE id = $1', [account.userId, group]);
  if (funds > 0n) await t.fund(account.userId, funds);
  return account.userId;
}

/** The prize lines of the ledger, per ticket serial number (memo). */
async function prizeLines(): Promise<Map<string, bigint[]>> {
  const rows = await t.db.query<{ memo: string; amount: bigint }>(
    `SELECT memo, amount FROM ledger_entries WHERE cash_flow_type = $1`,
    [cashFlowTypes.prize],
  );
  const lines = new Map<string, bigint[]>();
  for (const row of rows) lines.set(row.memo, [...(lines.get(row.memo) ?? []), BigInt(row.amount)]);
  return lines;
}

const serialOf = (id: bigint) => `B${String(id).padStart(10, '0')}`;
const settleNow = (ref: TIssueRef) => settleIssue(t.db, ref, { now: () => t.clock.now() });
const odds11x5 = defaultOddsTable('11x5', 975);
const odds = (typeId: string) => {
  const entry = odds11x5[typeId];
  if (!entry) throw new Error(typeId);
  return entry;
};

describe('settlement of a drawn issue', () => {
  it('pays per prize level what a recomputation from the draw gives, caps, and pays once', async () => {
    const userId = await player();
    const ref = await openIssue(t.db, js11x5.id, Date.UTC(2026, 2, 1, 4), nextIndex++);
    const front3 = '11x5.front3.direct';
    const specs: TTicketSpec[] = [
      // 2,3,5 is among 1-2 / 3 / 4-5: one winning unit of 4, at 1950: 1950/1000 × 990 yuan.
      {
        userId,
        betTypeId: front3,
        book: 'official',
        group: 1950,
        selection: { rows: [[1, 2], [3], [4, 5]] },
      },
      {
        userId,
        betTypeId: front3,
        book: 'official',
        group: 1950,
        selection: { rows: [[1], [3], [5]] },
      },
      // 300 × 1930.5 yuan would pass the 400,000-yuan cap.
      {
        userId,
        betTypeId: front3,
        book: 'official',
        group: 1950,
        multiple: 300,
        selection: { rows: [[2], [3], [5]] },
      },
      {
        userId,
        betTypeId: front3,
        book: 'official',
        group: 1800,
        mode: 'jiao',
        multiple: 3,
        selection: { rows: [[2], [3], [5]] },
      },
      // Sum 30: a tie for big/small (lost under the default 'lose' rule), even wins.
      {
        userId,
        betTypeId: '11x5.twoSided.sum',
        book: 'twoSided',
        stake: 10_000n,
        odds: odds('11x5.twoSided.sum'),
        selection: { items: ['small', 'even'] },
      },
      {
        userId,
        betTypeId: '11x5.twoSided.ball1',
        book: 'twoSided',
        stake: 7_000n,
        odds: odds('11x5.twoSided.ball1'),
        selection: { items: ['small', 'odd'] },
      },
      // Ball 1 is 2, small and even: neither item wins.
      {
        userId,
        betTypeId: '11x5.twoSided.ball1',
        book: 'twoSided',
        stake: 5_000n,
        odds: odds('11x5.twoSided.ball1'),
        selection: { items: ['big', 'odd'] },
      },
    ];
    const ids = await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, specs);
    const winning = '02,03,05,09,11';
    await drawIssue(t.db, ref, winning);
    const before = await balanceOf(t.db, { userId, kind: 'player' });

    const first = await settleNow(ref);
    // Closed unread: the direct ticket that misses 2 in its first row (its type says a win needs
    // every row to hold its place's ball) and the ball-1 ticket without small or even (a win
    // needs a winning or tying item); the others are read and judged.
    expect(first).toMatchObject({
      ok: true,
      value: { settled: 7, closedUnread: 2, finished: true, unjudged: [] },
    });
    const tickets = await ticketsOf(t.db, ref);
    for (const ticket of tickets) {
      const expected = recompute(ticket, js11x5.categoryId, winning, defaultCap);
      // No winning unit is stored as NULL.
      expect(ticket.wins ?? {}).toEqual(expected.wins);
      expect(BigInt(ticket.prize)).toBe(expected.prize);
      expect(ticket.state).toBe(expected.prize > 0n ? 3 : 2);
      expect(ticket.winning_number).toBe(winning);
    }
    // The figures by hand, level by level.
    expect(tickets.map((ticket) => [ticket.wins, BigInt(ticket.prize)])).toEqual([
      [{ first: 1 }, 1_930_500n],
      [null, 0n],
      [{ first: 1 }, 400_000_000n],
      // 角 mode ÷ 10, × 3, at 1800: 1782 × 3 / 10 yuan.
      [{ first: 1 }, 534_600n],
      [{ even: 1, tie: 1 }, (10_000n * 1993n) / 1000n],
      [{ small: 1 }, (7_000n * 2145n) / 1000n],
      [null, 0n],
    ]);
    const paid = tickets.reduce((sum, ticket) => sum + BigInt(ticket.prize), 0n);
    expect(await balanceOf(t.db, { userId, kind: 'player' })).toBe(before + paid);
    expect(await balanceOf(t.db, { userId, kind: 'bet_holds' })).toBe(0n);

    const second = await settleNow(ref);
    expect(second).toMatchObject({ ok: true, value: { settled: 0, finished: true } });
    expect(await balanceOf(t.db, { userId, kind: 'player' })).toBe(before + paid);
    const lines = await prizeLines();
    for (const ticket of tickets.filter((row) => row.state === 3))
      expect(lines.get(serialOf(BigInt(ticket.id)))).toEqual([BigInt(ticket.prize)]);
    expect(ids).toEqual(tickets.map((ticket) => BigInt(ticket.id)));

    const [issue] = await t.db.query<{ settled_at: bigint | null }>(
      'SELECT settled_at FROM lottery_issues WHERE game_id = $1 AND serial_number = $2',
      [ref.gameId, ref.serialNumber],
    );
    expect(issue?.settled_at).not.toBeNull();
  });

  it('writes the win notices of SPEC §3 to the outbox, one per winner and event', async () => {
    const userId = await player();
    const ref = await openIssue(t.db, js11x5.id, Date.UTC(2026, 2, 1, 5), nextIndex++);
    const [won, lost] = await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [
      {
        userId,
        betTypeId: '11x5.front3.direct',
        book: 'official',
        group: 1950,
        selection: { rows: [[2], [3], [5]] },
      },
      {
        userId,
        betTypeId: '11x5.front3.direct',
        book: 'official',
        group: 1950,
        selection: { rows: [[1], [3], [5]] },
      },
    ]);
    await drawIssue(t.db, ref, '02,03,05,09,11');
    await settleNow(ref);
    const rows = await t.db.query<{
      dedupe_key: string;
      target: string;
      target_id: number;
      event: string;
      payload: unknown;
    }>(
      `SELECT dedupe_key, target, target_id, event, payload FROM outbox
        WHERE target_id = $1 AND event <> 'WalletChanged' ORDER BY id`,
      [userId],
    );
    const notice = {
      LotteryName: '极速11选5',
      BetTypeName: findBetType('11x5.front3.direct')?.name.zh,
      LotteryNameEn: 'Speed 11x5',
      BetTypeNameEn: findBetType('11x5.front3.direct')?.name.en,
      IssueSerialNumber: ref.serialNumber,
      WinningNumber: '02,03,05,09,11',
      SerialNumber: serialOf(won!),
      Prize: 1930.5,
      GameId: js11x5.id,
    };
    expect(rows).toEqual([
      {
        dedupe_key: `BetAwardNotify:${won}`,
        target: 'user',
        target_id: userId,
        event: 'BetAwardNotify',
        payload: notice,
      },
      {
        dedupe_key: `LotteryAwarded:${won}`,
        target: 'user',
        target_id: userId,
        event: 'LotteryAwarded',
        payload: notice,
      },
    ]);
    expect(rows.some((row) => row.dedupe_key.endsWith(`:${lost}`))).toBe(false);
    // The prize reached the main wallet: one WalletChanged for the player (no payload).
    const walletNotices = await t.db.query<{ target_id: number; payload: unknown }>(
      `SELECT target_id, payload FROM outbox WHERE event = 'WalletChanged' AND target_id = $1`,
      [userId],
    );
    expect(walletNotices).toEqual([{ target_id: userId, payload: {} }]);
  });

  it('pays but sends no win notice to a winner who turned the winning alert off', async () => {
    const userId = await player();
    await t.db.query(
      `INSERT INTO account_alerts (user_id, winning_enabled, updated_at) VALUES ($1, false, now())`,
      [userId],
    );
    const ref = await openIssue(t.db, js11x5.id, Date.UTC(2026, 2, 1, 6), nextIndex++);
    const [won] = await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [
      {
        userId,
        betTypeId: '11x5.front3.direct',
        book: 'official',
        group: 1950,
        selection: { rows: [[2], [3], [5]] },
      },
    ]);
    await drawIssue(t.db, ref, '02,03,05,09,11');
    await settleNow(ref);
    const [ticket] = await t.db.query<{ state: number; prize: bigint }>(
      'SELECT state, prize FROM bet_tickets WHERE id = $1',
      [won],
    );
    expect(ticket).toEqual({ state: 3, prize: 1_930_500n });
    const notices = await t.db.query<{ event: string }>(
      'SELECT event FROM outbox WHERE target_id = $1',
      [userId],
    );
    expect(notices).toEqual([{ event: 'WalletChanged' }]);
  });

  it('pays a level-shared type (Keno pick 5) with the shares pricing used', async () => {
    const userId = await player();
    const ref = await openIssue(t.db, jskl8.id, Date.UTC(2026, 2, 1, 6), nextIndex++);
    await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [
      {
        userId,
        betTypeId: 'keno.any.pick5',
        book: 'official',
        group: 1800,
        userGroup: 1950,
        selection: { rows: [[1, 2, 3, 4, 5, 6]] },
      },
    ]);
    const winning = [1, 2, 3, 4, ...Array.from({ length: 16 }, (_, i) => 10 + i)]
      .map((n) => String(n).padStart(2, '0'))
      .join(',');
    await drawIssue(t.db, ref, winning);
    await settleNow(ref);
    const [ticket] = await ticketsOf(t.db, ref);
    // packages/lottery README: hit4 × 2 and hit3 × 4 with equal shares at 1800 pay 127.700.
    expect(ticket?.wins).toEqual({ hit4: 2, hit3: 4 });
    expect(BigInt(ticket!.prize)).toBe(127_700n);
  });

  it('judges Mark Six zodiac bets by the lunar year of the draw date', async () => {
    const userId = await player();
    const table = defaultOddsTable('marksix', 975);
    const spec: TTicketSpec = {
      userId,
      betTypeId: 'marksix.zodiac.special',
      book: 'twoSided',
      stake: 10_000n,
      odds: table['marksix.zodiac.special']!,
      selection: { items: ['snake'] },
    };
    // Special number 13: the snake's before 春节 2026 (17 February), the horse's after it.
    const winning = '01,02,03,04,05,06,13';
    const snakeYear = await openIssue(t.db, jslhc.id, Date.UTC(2026, 0, 20, 4), nextIndex++);
    const horseYear = await openIssue(t.db, jslhc.id, Date.UTC(2026, 2, 1, 4), nextIndex++);
    for (const ref of [snakeYear, horseYear]) {
      await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [spec]);
      await drawIssue(t.db, ref, winning);
      await settleNow(ref);
    }
    const draw = [1, 2, 3, 4, 5, 6, 13];
    for (const [ref, animal] of [
      [snakeYear, 'snake'],
      [horseYear, 'horse'],
    ] as const) {
      const [ticket] = await ticketsOf(t.db, ref);
      const type = markSixTypesFor(animal).find((candidate) => candidate.id === spec.betTypeId)!;
      expect(ticket?.wins ?? {}).toEqual(type.settle(spec.selection, draw));
    }
    expect((await ticketsOf(t.db, snakeYear))[0]?.state).toBe(3);
    expect((await ticketsOf(t.db, horseYear))[0]?.state).toBe(2);
  });

  it('leaves a ticket the engine cannot judge open, pays the others and keeps the issue open', async () => {
    const userId = await player();
    const ref = await openIssue(t.db, js11x5.id, Date.UTC(2026, 2, 1, 7), nextIndex++);
    await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [
      {
        userId,
        betTypeId: '11x5.front3.direct',
        book: 'official',
        group: 1950,
        selection: { rows: [[2], [3], [5]] },
      },
    ]);
    const [broken] = await t.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: bigint }>(
        `INSERT INTO bet_tickets (user_id, game_id, issue_serial, bet_type_id, book, selection,
                                  mode, multiple, units, amount, prize_group, user_group, created_at)
         VALUES ($1, $2, $3, '11x5.retired', 'official', '{}', 1, 1, 1, 2000, 1950, 1950, $4)
         RETURNING id`,
        [userId, ref.gameId, ref.serialNumber, t.clock.now()],
      );
      await post(tx, {
        kind: 'bet',
        at: t.clock.now(),
        postings: [
          { account: { userId, kind: 'player' }, amount: -2000n, cashFlowType: cashFlowTypes.bet },
          {
            account: { userId, kind: 'bet_holds' },
            amount: 2000n,
            cashFlowType: cashFlowTypes.bet,
          },
        ],
      });
      return rows;
    });
    await drawIssue(t.db, ref, '02,03,05,09,11');
    const outcome = await settleNow(ref);
    expect(outcome).toMatchObject({
      ok: true,
      value: { settled: 1, finished: false, unjudged: [{ ticketId: BigInt(broken!.id) }] },
    });
    expect((await ticketsOf(t.db, ref)).map((ticket) => ticket.state)).toEqual([3, 0]);
    // Repaired (here: cancelled by hand with its refund), the next run finishes the issue.
    await t.db.transaction(async (tx) => {
      await tx.query(`UPDATE bet_tickets SET state = 1, settled_at = $2 WHERE id = $1`, [
        broken!.id,
        t.clock.now(),
      ]);
      await post(tx, {
        kind: 'bet_cancel',
        at: t.clock.now(),
        postings: [
          { account: { userId, kind: 'bet_holds' }, amount: -2000n },
          {
            account: { userId, kind: 'player' },
            amount: 2000n,
            cashFlowType: cashFlowTypes.betCancelRefund,
          },
        ],
      });
    });
    expect(await settleNow(ref)).toMatchObject({ ok: true, value: { settled: 0, finished: true } });
  });
});

describe('settlement of a cancelled issue', () => {
  it('refunds every open ticket to its owner, with no prize and no rebate', async () => {
    const agent = await player(1980);
    const owners = [await player(1950, agent), await player(1960, agent)];
    const ref = await openIssue(t.db, js11x5.id, Date.UTC(2026, 2, 2, 4), nextIndex++);
    const specs: TTicketSpec[] = owners.flatMap((userId) => [
      {
        userId,
        betTypeId: '11x5.front3.direct',
        book: 'official',
        group: 1900,
        userGroup: 1950,
        selection: { rows: [[2], [3], [5]] },
      },
      {
        userId,
        betTypeId: '11x5.twoSided.sum',
        book: 'twoSided',
        stake: 5_000n,
        odds: odds('11x5.twoSided.sum'),
        selection: { items: ['big'] },
      },
    ]);
    const balances = async () =>
      Promise.all([agent, ...owners].map((userId) => balanceOf(t.db, { userId, kind: 'player' })));
    const before = await balances();
    await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, specs);
    await t.db.query(
      `UPDATE lottery_issues SET state = 'cancelled', cancelled_reason = 'no result'
        WHERE game_id = $1 AND serial_number = $2`,
      [ref.gameId, ref.serialNumber],
    );
    expect(await settleNow(ref)).toMatchObject({
      ok: true,
      value: { settled: 4, winners: 0, finished: true },
    });
    expect(await balances()).toEqual(before);
    for (const userId of owners)
      expect(await balanceOf(t.db, { userId, kind: 'bet_holds' })).toBe(0n);
    const tickets = await ticketsOf(t.db, ref);
    expect(tickets.map((ticket) => [ticket.state, BigInt(ticket.prize)])).toEqual(
      specs.map(() => [1, 0n]),
    );
    const [rebates] = await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM bet_rebates WHERE ticket_id = ANY($1::bigint[])`,
      [tickets.map((ticket) => ticket.id)],
    );
    expect(Number(rebates?.n)).toBe(0);
    const refunds = await t.db.query<{ memo: string }>(
      `SELECT memo FROM ledger_entries WHERE cash_flow_type = $1 AND memo = ANY($2::text[])`,
      [cashFlowTypes.issueCancelRefund, tickets.map((ticket) => serialOf(BigInt(ticket.id)))],
    );
    expect(refunds).toHaveLength(4);
    expect(await settleNow(ref)).toMatchObject({ ok: true, value: { settled: 0 } });
  });
});

describe('rebates', () => {
  it('along a three-level agent chain add up to what the prize groups say, paid once', async () => {
    const top = await player(1980, undefined, 0n);
    const middle = await player(1960, top, 0n);
    const low = await player(1950, middle, 0n);
    const bettor = await player(1950, low);
    const ref = await openIssue(t.db, js11x5.id, Date.UTC(2026, 2, 3, 4), nextIndex++);
    // 4 units × 2 yuan × 10 = 80 yuan, bet at 1930 by a 1950 player.
    const [ticket] = await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [
      {
        userId: bettor,
        betTypeId: '11x5.front3.direct',
        book: 'official',
        group: 1930,
        userGroup: 1950,
        multiple: 10,
        selection: { rows: [[1, 2], [3], [4, 5]] },
      },
    ]);
    await drawIssue(t.db, ref, '07,08,09,10,11');
    const bettorBefore = await balanceOf(t.db, { userId: bettor, kind: 'player' });
    // The losing ticket is closed unread: its rebates are paid all the same.
    expect(await settleNow(ref)).toMatchObject({ ok: true, value: { closedUnread: 1 } });
    expect(await settleNow(ref)).toMatchObject({ ok: true, value: { settled: 0 } });

    const rows = await t.db.query<{ user_id: number; kind: string; amount: bigint }>(
      'SELECT user_id, kind, amount FROM bet_rebates WHERE ticket_id = $1 ORDER BY amount, user_id',
      [ticket],
    );
    const amount = 80_000n;
    expect(rows.map((row) => [row.user_id, row.kind, BigInt(row.amount)])).toEqual([
      [middle, 'agent', ((1960n - 1950n) * amount) / 2000n],
      [top, 'agent', ((1980n - 1960n) * amount) / 2000n],
      [bettor, 'self', ((1950n - 1930n) * amount) / 2000n],
    ]);
    const total = rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
    expect(total).toBe(((1980n - 1930n) * amount) / 2000n);
    expect(await balanceOf(t.db, { userId: top, kind: 'player' })).toBe(800n);
    expect(await balanceOf(t.db, { userId: middle, kind: 'player' })).toBe(400n);
    expect(await balanceOf(t.db, { userId: low, kind: 'player' })).toBe(0n);
    expect(await balanceOf(t.db, { userId: bettor, kind: 'player' })).toBe(bettorBefore + 800n);
    const lines = await t.db.query<{ cash_flow_type: number; amount: bigint }>(
      `SELECT e.cash_flow_type, e.amount FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.user_id = ANY($1::int[]) AND e.cash_flow_type IN ($2, $3) ORDER BY e.id`,
      [[top, middle, bettor], cashFlowTypes.selfRebate, cashFlowTypes.agentRebate],
    );
    expect(lines.map((line) => [line.cash_flow_type, BigInt(line.amount)])).toEqual([
      [cashFlowTypes.selfRebate, 800n],
      [cashFlowTypes.agentRebate, 800n],
      [cashFlowTypes.agentRebate, 400n],
    ]);
  });
});

describe("rebates under the game's prize group cap", () => {
  it('count no agent above the cap, so the chain returns at most the capped group', async () => {
    const top = await player(1980, undefined, 0n);
    const middle = await player(1960, top, 0n);
    const bettor = await player(1950, middle);
    await t.db.query('UPDATE lottery_games SET max_prize_group = 1955 WHERE id = $1', [js11x5.id]);
    try {
      const ref = await openIssue(t.db, js11x5.id, Date.UTC(2026, 2, 3, 5), nextIndex++);
      // 80 yuan at 1930 by a 1950 player: min(1950, 1955) = 1950 is the group recorded.
      const [ticket] = await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [
        {
          userId: bettor,
          betTypeId: '11x5.front3.direct',
          book: 'official',
          group: 1930,
          userGroup: 1950,
          multiple: 10,
          selection: { rows: [[1, 2], [3], [4, 5]] },
        },
      ]);
      await drawIssue(t.db, ref, '07,08,09,10,11');
      expect(await settleNow(ref)).toMatchObject({ ok: true });
      const rows = await t.db.query<{ user_id: number; kind: string; amount: bigint }>(
        'SELECT user_id, kind, amount FROM bet_rebates WHERE ticket_id = $1 ORDER BY user_id',
        [ticket],
      );
      const amount = 80_000n;
      // The middle agent counts with 1955, not 1960; the top one with 1955 too: nothing left.
      expect(rows.map((row) => [row.user_id, row.kind, BigInt(row.amount)])).toEqual([
        [middle, 'agent', ((1955n - 1950n) * amount) / 2000n],
        [bettor, 'self', ((1950n - 1930n) * amount) / 2000n],
      ]);
      const total = rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
      expect(total).toBe(((1955n - 1930n) * amount) / 2000n);
    } finally {
      await t.db.query('UPDATE lottery_games SET max_prize_group = NULL WHERE id = $1', [
        js11x5.id,
      ]);
    }
  });
});

describe('the settlement worker', () => {
  it('finds drawn issues not settled yet and settles them', async () => {
    const userId = await player();
    const refs = [
      await openIssue(t.db, js11x5.id, Date.UTC(2026, 2, 4, 4), nextIndex++),
      await openIssue(t.db, js11x5.id, Date.UTC(2026, 2, 4, 4) + day, nextIndex++),
    ];
    for (const ref of refs) {
      await insertOpenTickets(
        t.db,
        { ...ref, at: t.clock.now() },
        Array.from({ length: 7 }, () => ({
          userId,
          betTypeId: '11x5.front3.direct',
          book: 'official' as const,
          group: 1950,
          selection: { rows: [[2], [3], [5]] },
        })),
      );
      await drawIssue(t.db, ref, '02,03,05,09,11');
    }
    const worker = createSettlementWorker({ db: t.db, clock: t.clock, batchSize: 3 });
    const report = await worker.tick();
    expect(report.settled).toBeGreaterThanOrEqual(14);
    const settled = await t.db.query<{ settled_at: bigint | null }>(
      `SELECT settled_at FROM lottery_issues WHERE game_id = $1 AND serial_number = ANY($2::text[])`,
      [js11x5.id, refs.map((ref) => ref.serialNumber)],
    );
    expect(settled.every((row) => row.settled_at !== null)).toBe(true);
    expect(await worker.tick()).toMatchObject({ settled: 0 });
  });
});
