import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import {
  cancel,
  fundedPlayer,
  games,
  newKey,
  openIssue,
  place,
  star5,
  walletOf,
  writtenFor,
} from './bet-test-fixtures.ts';

const t = useTestApp();

/** A player with 100 yuan who bet 4 yuan (2 units) on an issue sealing in 30 s. */
async function playerWithTicket() {
  const player = await fundedPlayer(t, 100_000n);
  const issue = await openIssue(t, games.jsssc, { sealsInMs: 30_000 });
  const placed = await place(t, player.token, {
    GameId: games.jsssc,
    IssueSerialNumber: issue,
    Tickets: [star5([[1, 2], [3], [4], [5], [6]])],
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return { ...player, issue, ticketId: placed.json().Tickets[0].TicketId as number };
}

describe('POST /api/Bet/Cancel', () => {
  it('returns the stake from the bet holds before the seal, once', async () => {
    const { userId, token, ticketId } = await playerWithTicket();
    expect(await walletOf(t, token)).toBe(96);
    t.clock.advance(29_999);
    const key = newKey();
    const response = await cancel(t, token, ticketId, key);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ TicketId: ticketId, Refunded: 4, WalletAmount: 100 });
    expect(await walletOf(t, token)).toBe(100);
    const [ticket] = await t.db.query('SELECT state, settled_at FROM bet_tickets WHERE id = $1', [
      ticketId,
    ]);
    expect(ticket).toEqual({ state: 1, settled_at: BigInt(t.clock.now()) });
    const refund = await t.db.query(
      `SELECT a.kind, e.amount, e.cash_flow_type, e.memo FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id
         JOIN ledger_transactions x ON x.id = e.transaction_id
        WHERE a.user_id = $1 AND x.kind = 'bet_cancel' ORDER BY e.id`,
      [userId],
    );
    const memo = `B${String(ticketId).padStart(10, '0')}`;
    expect(refund).toEqual([
      { kind: 'bet_holds', amount: -4000n, cash_flow_type: 102, memo },
      { kind: 'player', amount: 4000n, cash_flow_type: 102, memo },
    ]);

    // The same key replays the answer; a new key finds the ticket cancelled.
    const replay = await cancel(t, token, ticketId, key);
    expect(replay.body).toBe(response.body);
    const again = await cancel(t, token, ticketId);
    expect(again.statusCode).toBe(409);
    expect(again.json().Code).toBe(5121);
    expect(await walletOf(t, token)).toBe(100);
  });

  it('frees the stake on the issue for new bets within the limit', async () => {
    const { token, issue, ticketId } = await playerWithTicket();
    await t.db.query('UPDATE lottery_games SET max_stake_per_issue = 4000 WHERE id = $1', [
      games.jsssc,
    ]);
    try {
      const body = { GameId: games.jsssc, IssueSerialNumber: issue, Tickets: [star5()] };
      expect((await place(t, token, body)).json().Code).toBe(5115);
      expect((await cancel(t, token, ticketId)).statusCode).toBe(200);
      const after = await place(t, token, body);
      expect(after.statusCode, after.body).toBe(200);
    } finally {
      await t.db.query('UPDATE lottery_games SET max_stake_per_issue = 1000000000 WHERE id = $1', [
        games.jsssc,
      ]);
    }
  });

  it('refuses once the issue is sealed, and leaves the ticket and the wallet as they were', async () => {
    const { userId, token, ticketId } = await playerWithTicket();
    t.clock.advance(30_000);
    const before = await writtenFor(t, userId);
    const response = await cancel(t, token, ticketId);
    expect(response.statusCode).toBe(409);
    expect(response.json().Code).toBe(5122);
    expect(await writtenFor(t, userId)).toEqual(before);
    expect(await walletOf(t, token)).toBe(96);
    const [ticket] = await t.db.query('SELECT state FROM bet_tickets WHERE id = $1', [ticketId]);
    expect(ticket).toEqual({ state: 0 });
  });

  it("refuses someone else's ticket, an unknown one and a MiaoMiao one", async () => {
    const { ticketId } = await playerWithTicket();
    const other = await fundedPlayer(t, 10_000n);
    const foreign = await cancel(t, other.token, ticketId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().Code).toBe(5120);
    expect((await cancel(t, other.token, 987_654_321)).json().Code).toBe(5120);

    const instant = await place(t, other.token, { GameId: games.mmssc, Tickets: [star5()] });
    expect(instant.statusCode, instant.body).toBe(200);
    const settled = await cancel(t, other.token, instant.json().Tickets[0].TicketId);
    expect(settled.statusCode).toBe(409);
    expect(settled.json().Code).toBe(5121);
  });

  it('asks for an idempotency key', async () => {
    const { token, ticketId } = await playerWithTicket();
    const response = await t.call('POST', '/api/Bet/Cancel', {
      token,
      body: { TicketId: ticketId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Code).toBe(5002);
  });
});
