import { describe, expect, it } from 'vitest';
import { transactionResult } from '../../platform/transaction-result.ts';
import { itRequiresLogin } from '../../test-support/requires-login.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { defaultOddsTable } from '../lottery/default-odds.ts';
import { post } from '../wallet/ledger.ts';
import {
  fundedPlayer,
  games,
  newKey,
  openIssue,
  place,
  star5,
  walletOf,
  writtenFor,
} from './bet-test-fixtures.ts';
import { placeBets } from './place-bets.ts';

const t = useTestApp();

describe('POST /api/Bet/Place', () => {
  it('recounts a cart, holds its stake in one ledger transaction and writes every ticket', async () => {
    const { userId, token } = await fundedPlayer(t, 100_000n);
    const issue = await openIssue(t, games.jsssc);
    const response = await place(t, token, {
      GameId: games.jsssc,
      IssueSerialNumber: issue,
      Tickets: [
        star5([[1, 2], [3], [4], [5], [6]], { PrizeGroup: 1800 }),
        star5(undefined, { Mode: 'jiao', Multiple: 2 }),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      Tickets: [
        {
          TicketId: expect.any(Number),
          SerialNumber: expect.stringMatching(/^B\d{10}$/),
          Amount: 4,
          Units: 2,
          // (1950 − 1800) / 2000 × 4 yuan.
          SelfRebate: 0.3,
          State: 0,
          Prize: 0,
          WinningNumber: null,
          InstantDraw: null,
        },
        expect.objectContaining({ Amount: 0.4, Units: 1, SelfRebate: 0 }),
      ],
      TotalAmount: 4.4,
      WalletAmount: 95.6,
    });
    const [first, second] = answer.Tickets;
    expect(first.SerialNumber).toBe(`B${String(first.TicketId).padStart(10, '0')}`);
    expect(await walletOf(t, token)).toBe(95.6);

    const tickets = await t.db.query(
      `SELECT id, game_id, issue_serial, bet_type_id, book, selection, mode, multiple, units,
              amount, prize_group, user_group, odds, self_rebate, state, settled_at
         FROM bet_tickets WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    expect(tickets).toEqual([
      {
        id: BigInt(first.TicketId),
        game_id: games.jsssc,
        issue_serial: issue,
        bet_type_id: 'ssc.star5.direct',
        book: 'official',
        selection: { rows: [[1, 2], [3], [4], [5], [6]] },
        mode: 1,
        multiple: 1,
        units: 2,
        amount: 4000n,
        prize_group: 1800,
        user_group: 1950,
        odds: null,
        self_rebate: 300n,
        state: 0,
        settled_at: null,
      },
      expect.objectContaining({ id: BigInt(second.TicketId), mode: 10, multiple: 2, amount: 400n }),
    ]);
    const entries = await t.db.query<{ transaction_id: bigint }>(
      `SELECT e.transaction_id, a.kind, e.amount, e.cash_flow_type, e.memo, t.kind AS tx_kind
         FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.user_id = $1 AND t.kind = 'bet' ORDER BY e.id`,
      [userId],
    );
    expect(new Set(entries.map((entry) => entry.transaction_id)).size).toBe(1);
    expect(entries.map(({ transaction_id: _, ...entry }) => entry)).toEqual([
      {
        kind: 'player',
        amount: -4000n,
        cash_flow_type: 101,
        memo: first.SerialNumber,
        tx_kind: 'bet',
      },
      {
        kind: 'bet_holds',
        amount: 4000n,
        cash_flow_type: 101,
        memo: first.SerialNumber,
        tx_kind: 'bet',
      },
      {
        kind: 'player',
        amount: -400n,
        cash_flow_type: 101,
        memo: second.SerialNumber,
        tx_kind: 'bet',
      },
      {
        kind: 'bet_holds',
        amount: 400n,
        cash_flow_type: 101,
        memo: second.SerialNumber,
        tx_kind: 'bet',
      },
    ]);
  });

  it('sells the two-sided book at the odds in force, stake per unit', async () => {
    const { userId, token } = await fundedPlayer(t, 100_000n);
    const issue = await openIssue(t, games.jsk3);
    const response = await place(t, token, {
      GameId: games.jsk3,
      IssueSerialNumber: issue,
      Tickets: [
        {
          BetTypeId: 'k3.twoSided.sum',
          Book: 'twoSided',
          Selection: { items: ['big', 'odd'] },
          Stake: 10,
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      Tickets: [{ Amount: 20, Units: 2, SelfRebate: 0 }],
      TotalAmount: 20,
      WalletAmount: 80,
    });
    const [ticket] = await t.db.query(
      'SELECT book, mode, multiple, prize_group, odds FROM bet_tickets WHERE user_id = $1',
      [userId],
    );
    expect(ticket).toEqual({
      book: 'twoSided',
      mode: 1,
      multiple: 1,
      prize_group: null,
      odds: defaultOddsTable('k3', 975)['k3.twoSided.sum'],
    });
  });

  it('takes carts of up to 100 tickets', async () => {
    const { token } = await fundedPlayer(t, 1_000_000n);
    const issue = await openIssue(t, games.jsssc);
    const body = (count: number) => ({
      GameId: games.jsssc,
      IssueSerialNumber: issue,
      Tickets: Array.from({ length: count }, (_, i) => star5([[i % 10], [1], [2], [3], [4]])),
    });
    const accepted = await place(t, token, body(100));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().Tickets).toHaveLength(100);
    expect(accepted.json().WalletAmount).toBe(800);
    const refused = await place(t, token, body(101));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Code: 1001, Field: 'Tickets' });
  });

  itRequiresLogin(t, [
    ['POST', '/api/Bet/Place'],
    ['POST', '/api/Bet/Cancel'],
    ['POST', '/api/BetRecord/Search'],
  ]);
});

describe('Bet/Place refusals: each its code, nothing written', () => {
  const funds = 50_000n;

  /** Places the body and checks the refusal and that the player's ledger and tickets did not move. */
  async function expectRefused(
    player: { userId: number; token: string },
    body: unknown,
    expected: { status: number; Code: number; Field?: string },
  ) {
    const before = await writtenFor(t, player.userId);
    const wallet = await walletOf(t, player.token);
    const response = await place(t, player.token, body);
    expect(response.statusCode, response.body).toBe(expected.status);
    expect(response.json()).toMatchObject({
      Code: expected.Code,
      ...(expected.Field ? { Field: expected.Field } : {}),
    });
    expect(await writtenFor(t, player.userId)).toEqual(before);
    expect(await walletOf(t, player.token)).toBe(wallet);
    return response.json() as { Code: number; Message: string };
  }

  const cart = (
    issue: string | undefined,
    tickets: unknown[] = [star5()],
    gameId: number = games.jsssc,
  ) => ({
    GameId: gameId,
    ...(issue === undefined ? {} : { IssueSerialNumber: issue }),
    Tickets: tickets,
  });

  it('refuses an unknown game, and a game that is not online, by its state', async () => {
    const player = await fundedPlayer(t, funds);
    const issue = await openIssue(t, games.wfssc);
    await expectRefused(player, cart(issue, undefined, 999_999), { status: 404, Code: 4001 });
    for (const [state, Code] of [
      [1, 5101],
      [2, 5102],
      [3, 5103],
    ] as const) {
      await t.db.query('UPDATE lottery_games SET state = $2 WHERE id = $1', [games.wfssc, state]);
      try {
        await expectRefused(player, cart(issue, undefined, games.wfssc), { status: 409, Code });
      } finally {
        await t.db.query('UPDATE lottery_games SET state = 0 WHERE id = $1', [games.wfssc]);
      }
    }
    const back = await place(t, player.token, cart(issue, undefined, games.wfssc));
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses an issue that is unknown, missing, not on sale yet, sealed or drawn', async () => {
    const player = await fundedPlayer(t, funds);
    await expectRefused(player, cart('20990101-0001'), { status: 404, Code: 4002 });
    await expectRefused(player, cart(undefined), { status: 400, Code: 5104 });
    await expectRefused(player, cart('20990101-0001', undefined, games.mmssc), {
      status: 400,
      Code: 5105,
    });
    const later = await openIssue(t, games.jsssc, { openedMsAgo: -5_000 });
    await expectRefused(player, cart(later), { status: 409, Code: 5106 });

    const sealing = await openIssue(t, games.jsssc, { sealsInMs: 1_000 });
    const { Message } = await expectRefused(
      player,
      cart(await openIssue(t, games.jsssc, { sealsInMs: 0 })),
      { status: 409, Code: 5107 },
    );
    expect(Message).toContain('封单');
    t.clock.advance(999);
    const lastMoment = await place(t, player.token, cart(sealing));
    expect(lastMoment.statusCode, lastMoment.body).toBe(200);
    t.clock.advance(1);
    await expectRefused(player, cart(sealing), { status: 409, Code: 5107 });

    const drawn = await openIssue(t, games.jsssc);
    await t.db.query(
      `UPDATE lottery_issues SET state = 'drawn', winning_number = '1,2,3,4,5'
        WHERE game_id = $1 AND serial_number = $2`,
      [games.jsssc, drawn],
    );
    await expectRefused(player, cart(drawn), { status: 409, Code: 5107 });
  });

  it('refuses a player whose betting is disabled', async () => {
    const player = await fundedPlayer(t, funds);
    const issue = await openIssue(t, games.jsssc);
    await t.db.query('UPDATE users SET state_flags = state_flags | 2 WHERE id = $1', [
      player.userId,
    ]);
    await expectRefused(player, cart(issue), { status: 409, Code: 5108 });
  });

  it('refuses a ticket the rules engine does not accept, naming the ticket', async () => {
    const player = await fundedPlayer(t, funds);
    const issue = await openIssue(t, games.jsssc);
    await expectRefused(player, cart(issue, [star5(), { ...star5(), BetTypeId: 'k3.sum.sum' }]), {
      status: 400,
      Code: 5109,
    });
    await expectRefused(player, cart(issue, [star5(), { ...star5(), BetTypeId: 'no.such.type' }]), {
      status: 400,
      Code: 5109,
    });
    const bad = await expectRefused(
      player,
      cart(issue, [star5(), star5([[1], [2], [3], [4], [10]])]),
      { status: 400, Code: 5110, Field: 'Tickets.1.Selection.rows[4]' },
    );
    expect(bad.Message).toContain('outOfRange');
    await expectRefused(player, cart(issue, [star5([[1], [2], [3], [4]])]), {
      status: 400,
      Code: 5110,
      Field: 'Tickets.0.Selection.rows',
    });
    await expectRefused(
      player,
      cart(issue, [
        {
          BetTypeId: 'ssc.star5.direct',
          Book: 'twoSided',
          Selection: { rows: [[1], [2], [3], [4], [5]] },
          Stake: 1,
        },
      ]),
      { status: 400, Code: 5111 },
    );
    // JSP5 sells the official book only.
    const p5 = await openIssue(t, 7);
    await expectRefused(
      player,
      cart(
        p5,
        [
          {
            BetTypeId: 'p5.front3.direct',
            Book: 'twoSided',
            Selection: { rows: [[1], [2], [3]] },
            Stake: 1,
          },
        ],
        7,
      ),
      { status: 400, Code: 5111 },
    );
  });

  it("refuses a group above the player's own and a multiple or stake over the payout cap", async () => {
    const player = await fundedPlayer(t, 10_000_000n);
    const issue = await openIssue(t, games.jsssc);
    await expectRefused(player, cart(issue, [star5(undefined, { PrizeGroup: 1952 })]), {
      status: 400,
      Code: 5112,
    });
    await t.db.query('UPDATE users SET prize_group = 1960 WHERE id = $1', [player.userId]);
    const higher = await place(
      t,
      player.token,
      cart(issue, [star5(undefined, { PrizeGroup: 1952 })]),
    );
    expect(higher.statusCode, higher.body).toBe(200);
    // 5-star direct at 1950 pays 195,000 a unit; the 400,000 cap allows a multiple of 2.
    const over = await expectRefused(player, cart(issue, [star5(undefined, { Multiple: 3 })]), {
      status: 400,
      Code: 5113,
    });
    expect(over.Message).toContain('2');
    const atCap = await place(t, player.token, cart(issue, [star5(undefined, { Multiple: 2 })]));
    expect(atCap.statusCode, atCap.body).toBe(200);

    const k3 = await openIssue(t, games.jsk3);
    const twoSided = (Stake: number) =>
      cart(
        k3,
        [{ BetTypeId: 'k3.twoSided.sum', Book: 'twoSided', Selection: { items: ['big'] }, Stake }],
        games.jsk3,
      );
    await expectRefused(player, twoSided(300_000), { status: 400, Code: 5114 });
  });

  it("refuses a cart that would take the player's stake on the issue past the game's limit", async () => {
    const player = await fundedPlayer(t, funds);
    const issue = await openIssue(t, games.jsssc);
    await t.db.query('UPDATE lottery_games SET max_stake_per_issue = 10000 WHERE id = $1', [
      games.jsssc,
    ]);
    try {
      const first = await place(
        t,
        player.token,
        cart(issue, [star5(undefined, { Multiple: 2 }), star5()]),
      );
      expect(first.statusCode, first.body).toBe(200);
      const refused = await expectRefused(player, cart(issue, [star5(), star5(), star5()]), {
        status: 400,
        Code: 5115,
      });
      expect(refused.Message).toContain('10');
      const upToLimit = await place(t, player.token, cart(issue, [star5(), star5()]));
      expect(upToLimit.statusCode, upToLimit.body).toBe(200);
      // Another issue has its own limit.
      const next = await place(t, player.token, cart(await openIssue(t, games.jsssc)));
      expect(next.statusCode, next.body).toBe(200);
    } finally {
      await t.db.query('UPDATE lottery_games SET max_stake_per_issue = 1000000000 WHERE id = $1', [
        games.jsssc,
      ]);
    }
  });

  it('refuses a cart the balance does not cover, checked after everything else', async () => {
    const player = await fundedPlayer(t, 5_999n);
    const issue = await openIssue(t, games.jsssc);
    await expectRefused(player, cart(issue, [star5(), star5(), star5()]), {
      status: 400,
      Code: 5001,
    });
    await expectRefused(player, cart(issue, [star5(), star5(), star5([[1], [2], [3], [4]])]), {
      status: 400,
      Code: 5110,
    });
    const fits = await place(t, player.token, cart(issue, [star5(), star5()]));
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().WalletAmount).toBe(1.999);
  });
});

describe('Bet/Place idempotency', () => {
  const body = (issue: string) => ({
    GameId: games.jsssc,
    IssueSerialNumber: issue,
    Tickets: [star5()],
  });

  it('asks for a key', async () => {
    const { userId, token } = await fundedPlayer(t, 10_000n);
    const issue = await openIssue(t, games.jsssc);
    const response = await t.call('POST', '/api/Bet/Place', { token, body: body(issue) });
    expect(response.statusCode).toBe(400);
    expect(response.json().Code).toBe(5002);
    expect(await writtenFor(t, userId)).toMatchObject({ tickets: 0 });
  });

  it('makes one ticket of a key sent 10 times in a row or at once, with 10 identical answers', async () => {
    const { userId, token } = await fundedPlayer(t, 10_000n);
    const issue = await openIssue(t, games.jsssc);
    const sequentialKey = newKey();
    const sequential = [];
    for (let i = 0; i < 10; i += 1)
      sequential.push(await place(t, token, body(issue), sequentialKey));
    const concurrentKey = newKey();
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => place(t, token, body(issue), concurrentKey)),
    );
    for (const responses of [sequential, concurrent]) {
      const first = responses[0];
      expect(first?.statusCode, first?.body).toBe(200);
      for (const response of responses) {
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(first?.body);
      }
    }
    expect(await writtenFor(t, userId)).toMatchObject({ tickets: 2 });
    expect(await walletOf(t, token)).toBe(6);
  });

  it('refuses the key with another body and writes nothing', async () => {
    const { userId, token } = await fundedPlayer(t, 10_000n);
    const issue = await openIssue(t, games.jsssc);
    const key = newKey();
    expect((await place(t, token, body(issue), key)).statusCode).toBe(200);
    const before = await writtenFor(t, userId);
    const other = await place(
      t,
      token,
      { ...body(issue), Tickets: [star5([[9], [9], [9], [9], [9]])] },
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().Code).toBe(5003);
    expect(await writtenFor(t, userId)).toEqual(before);
    expect(await walletOf(t, token)).toBe(8);
  });

  it('keeps a refused key refused after the refusal stopped applying', async () => {
    const { userId, token } = await fundedPlayer(t, 1_000n);
    const issue = await openIssue(t, games.jsssc);
    const key = newKey();
    const refused = await place(t, token, body(issue), key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Code).toBe(5001);
    await t.fund(userId, 10_000n);
    const replay = await place(t, token, body(issue), key);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toBe(refused.body);
    expect(await writtenFor(t, userId)).toMatchObject({ tickets: 0 });
    const fresh = await place(t, token, body(issue));
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().WalletAmount).toBe(9);
  });
});

describe('placeBets for a chained bet', () => {
  it("takes the stakes from the plan's hold, leaves the wallet alone and links the tickets", async () => {
    const { userId, token } = await fundedPlayer(t, 10_000n);
    const issue = await openIssue(t, games.jsssc);
    const [schedule] = await t.db.query<{ id: bigint }>(
      `INSERT INTO bet_schedules (user_id, game_id, ticket, total_amount, created_at)
       VALUES ($1, $2, '{}', 4000, $3) RETURNING id`,
      [userId, games.jsssc, t.clock.now()],
    );
    const scheduleId = BigInt(schedule?.id ?? 0n);
    await t.db.transaction((tx) =>
      post(tx, {
        kind: 'test_schedule_hold',
        at: t.clock.now(),
        postings: [
          { account: { userId, kind: 'player' }, amount: -4_000n, cashFlowType: 111 },
          { account: { userId, kind: 'schedule_holds' }, amount: 4_000n, cashFlowType: 111 },
        ],
      }),
    );
    const request = {
      GameId: games.jsssc,
      IssueSerialNumber: issue,
      Tickets: [{ ...star5(), Mode: 'yuan' as const, Book: 'official' as const, Multiple: 2 }],
    };
    const placed = await transactionResult(t.db, (tx) =>
      placeBets(tx, t, userId, request, { from: 'schedule_holds', scheduleId }),
    );
    expect(placed).toMatchObject({
      ok: true,
      value: { TotalAmount: 4_000n, WalletAmount: 6_000n },
    });
    expect(await walletOf(t, token)).toBe(6);
    const [ticket] = await t.db.query(
      'SELECT schedule_id, amount, state FROM bet_tickets WHERE user_id = $1',
      [userId],
    );
    expect(ticket).toEqual({ schedule_id: scheduleId, amount: 4_000n, state: 0 });
    const holds = await t.db.query<{ kind: string; balance: bigint }>(
      `SELECT kind, balance FROM ledger_accounts WHERE user_id = $1 AND kind <> 'player'
        ORDER BY kind`,
      [userId],
    );
    expect(holds).toEqual([
      { kind: 'bet_holds', balance: 4_000n },
      { kind: 'schedule_holds', balance: 0n },
    ]);
    // A plan's hold cannot pay for more than it holds.
    const again = await transactionResult(t.db, (tx) =>
      placeBets(tx, t, userId, request, { from: 'schedule_holds', scheduleId }),
    );
    expect(again).toMatchObject({ ok: false, error: 'InsufficientFunds' });
  });
});
