import {
  drawnFormatOf,
  issueNumberText,
  miaoMiaoDraw,
  payout,
  settle,
  type TBetMode,
} from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import {
  fundedPlayer,
  games,
  newKey,
  place,
  star5,
  walletOf,
  writtenFor,
} from './bet-test-fixtures.ts';

const t = useTestApp();
const sscCategory = 1;
const allDigits = Array.from({ length: 10 }, (_, digit) => digit);

const rotate = (token: string, ClientSeed?: string) =>
  t.call('POST', '/api/MiaoMiao/RotateSeed', { token, body: ClientSeed ? { ClientSeed } : {} });
const nextNonceOf = async (token: string) =>
  (await t.call('POST', '/api/MiaoMiao/GetSeed', { token })).json().NextNonce as number;

describe('MiaoMiao bets', () => {
  it('draws and settles each ticket at once; the revealed seed recomputes every draw and prize', async () => {
    const { userId, token } = await fundedPlayer(t, 1_000_000n);
    const opened = (await rotate(token, 'lucky-client-seed')).json().Current;
    const tickets = [
      // Every 5-star number: exactly one unit wins whatever the draw.
      star5([allDigits, allDigits, allDigits, allDigits, allDigits], { Mode: 'li' }),
      star5([[1], [2], [3], [4], [5]], { PrizeGroup: 1900 }),
      star5([[0, 9], [1], [2], [3], [4]], { Mode: 'jiao', Multiple: 2 }),
    ];
    const response = await place(t, token, { GameId: games.mmssc, Tickets: tickets });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    // 100,000 units at 0.002, 1 unit at 2, 2 units at 0.2 × 2.
    expect(answer.TotalAmount).toBe(200 + 2 + 0.8);
    const sure = answer.Tickets[0];
    // One winning unit at 1950 in 厘 mode: 1950/1000 × 100,000 / 1000.
    expect(sure).toMatchObject({ State: 3, Prize: 195, Units: 100_000 });
    const prizes = answer.Tickets.reduce(
      (sum: number, ticket: { Prize: number }) => sum + ticket.Prize,
      0,
    );
    // The self-rebate of the ticket priced below the player's group is paid at once too.
    const selfRebates = answer.Tickets.reduce(
      (sum: number, ticket: { SelfRebate: number }) => sum + ticket.SelfRebate,
      0,
    );
    expect(selfRebates).toBe(0.05);
    expect(answer.WalletAmount).toBeCloseTo(1000 - 202.8 + prizes + selfRebates, 3);
    expect(await walletOf(t, token)).toBe(answer.WalletAmount);

    const revealed = (await rotate(token)).json().Revealed;
    expect(revealed).toMatchObject({
      Commitment: opened.Commitment,
      ClientSeed: 'lucky-client-seed',
      NoncesUsed: 3,
    });
    for (const [index, ticket] of answer.Tickets.entries()) {
      const request = tickets[index] as ReturnType<typeof star5>;
      expect(ticket.InstantDraw).toEqual({
        Commitment: opened.Commitment,
        ClientSeed: 'lucky-client-seed',
        Nonce: index,
        OriginalWinningNumber: ticket.WinningNumber,
      });
      const numbers = miaoMiaoDraw(
        drawnFormatOf(sscCategory),
        revealed.ServerSeed,
        revealed.ClientSeed,
        ticket.InstantDraw.Nonce,
      );
      expect(issueNumberText(sscCategory, numbers).winningNumber).toBe(ticket.WinningNumber);
      const wins = settle(request.BetTypeId, request.Selection, numbers);
      const prize = payout(request.BetTypeId, wins, {
        mode: request.Mode as TBetMode,
        multiple: request.Multiple,
        group: request.PrizeGroup,
        caps: { maxPayout: 400_000_000n },
      }).amount;
      expect(BigInt(Math.round(ticket.Prize * 1000))).toBe(prize);
      expect(ticket.State).toBe(prize > 0n ? 3 : 2);
    }

    const rows = await t.db.query(
      `SELECT state, prize, issue_serial, winning_number, instant_draw, settled_at, created_at
         FROM bet_tickets WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    expect(rows[0]).toMatchObject({
      state: 3,
      prize: 195_000n,
      issue_serial: null,
      winning_number: sure.WinningNumber,
      instant_draw: {
        commitment: opened.Commitment,
        clientSeed: 'lucky-client-seed',
        nonce: 0,
        numbers: sure.WinningNumber.split(',').map(Number),
        originalWinningNumber: sure.WinningNumber,
      },
      settled_at: BigInt(t.clock.now()),
    });
    // The stakes passed through the holds to the house within the bet.
    const [holds] = await t.db.query<{ balance: bigint }>(
      `SELECT balance FROM ledger_accounts WHERE user_id = $1 AND kind = 'bet_holds'`,
      [userId],
    );
    expect(holds?.balance).toBe(0n);
  });

  it('replays the answer of a key without drawing again, and draws nothing for a refused cart', async () => {
    const { userId, token } = await fundedPlayer(t, 3_000n);
    const body = { GameId: games.mmssc, Tickets: [star5()] };
    const key = newKey();
    const first = await place(t, token, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(await nextNonceOf(token)).toBe(1);
    const replay = await place(t, token, body, key);
    expect(replay.body).toBe(first.body);
    expect(await nextNonceOf(token)).toBe(1);
    expect(await writtenFor(t, userId)).toMatchObject({ tickets: 1 });

    // 100,000 units at 2 yuan: more than any prize of the first ticket could have paid.
    const tooDear = star5([allDigits, allDigits, allDigits, allDigits, allDigits]);
    const refused = await place(t, token, { ...body, Tickets: [tooDear] });
    expect(refused.json().Code).toBe(5001);
    expect(await nextNonceOf(token)).toBe(1);
    expect(await writtenFor(t, userId)).toMatchObject({ tickets: 1 });
  });

  it('pays the agents above the player their rebates, as settlement of an issue does', async () => {
    const top = await t.createAccount({ role: 'agent' });
    const agent = await t.createAccount({ role: 'agent', parentId: top.userId });
    const { userId, loginId } = await t.createAccount({ parentId: agent.userId });
    await t.db.query('UPDATE users SET prize_group = $2 WHERE id = $1', [top.userId, 1980]);
    await t.db.query('UPDATE users SET prize_group = $2 WHERE id = $1', [agent.userId, 1960]);
    await t.fund(userId, 100_000n);
    const token = await t.login(loginId);
    // 10 units × 2 yuan at the player's own 1950: agent (1960−1950)/2000, top (1980−1960)/2000.
    const tickets = [star5([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1], [2], [3], [4]])];
    const response = await place(t, token, { GameId: games.mmssc, Tickets: tickets });
    expect(response.statusCode, response.body).toBe(200);
    const rebates = await t.db.query<{ user_id: number; kind: string; amount: bigint }>(
      `SELECT r.user_id, r.kind, r.amount FROM bet_rebates r
         JOIN bet_tickets b ON b.id = r.ticket_id WHERE b.user_id = $1 ORDER BY r.amount`,
      [userId],
    );
    expect(rebates).toEqual([
      { user_id: agent.userId, kind: 'agent', amount: 100n },
      { user_id: top.userId, kind: 'agent', amount: 200n },
    ]);
    const wallets = await t.db.query<{ user_id: number; balance: bigint }>(
      `SELECT user_id, balance FROM ledger_accounts WHERE kind = 'player' AND user_id = ANY($1)
        ORDER BY balance`,
      [[agent.userId, top.userId]],
    );
    expect(wallets).toEqual([
      { user_id: agent.userId, balance: 100n },
      { user_id: top.userId, balance: 200n },
    ]);
  });
});
