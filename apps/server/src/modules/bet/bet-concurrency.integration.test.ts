import { ZPlaceBetsRequest } from '@lottery/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { cancelIssue } from '../lottery/draw-issue.ts';
import {
  cancel,
  fundedPlayer,
  games,
  openIssue,
  place,
  star5,
  walletOf,
} from './bet-test-fixtures.ts';
import { placeBets } from './place-bets.ts';

/**
 * Concurrency needs several connections: PostgreSQL only (PGlite holds one). The app's pool has
 * 5 connections (test-database.ts), so ~50 requests in flight queue for them as a server's would.
 */
const t = useTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Runs `count` calls, at most `inFlight` at a time; the answers in call order. */
async function runBounded(
  count: number,
  inFlight: number,
  call: (index: number) => Promise<LightMyRequestResponse>,
) {
  const answers: LightMyRequestResponse[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      answers[index] = await call(index);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return answers;
}

const codesOf = (answers: readonly LightMyRequestResponse[]) => {
  const codes = new Map<number, number>();
  for (const answer of answers) {
    const code = answer.statusCode === 200 ? 0 : (answer.json() as { Code: number }).Code;
    codes.set(code, (codes.get(code) ?? 0) + 1);
  }
  return Object.fromEntries(codes);
};

describe('concurrent bets', () => {
  it.skipIf(!onPostgres)(
    'accepts exactly 500 of 1,000 concurrent one-unit bets from a wallet funded for 500',
    async () => {
      const { userId, token } = await fundedPlayer(t, 500n * 2_000n);
      const issue = await openIssue(t, games.jsssc);
      const body = { GameId: games.jsssc, IssueSerialNumber: issue, Tickets: [star5()] };
      const answers = await runBounded(1_000, 50, () => place(t, token, body));
      expect(codesOf(answers)).toEqual({ 0: 500, 5001: 500 });
      expect(await walletOf(t, token)).toBe(0);
      const [tickets] = await t.db.query<{ count: number; amount: bigint }>(
        `SELECT count(*)::int AS count, sum(amount)::bigint AS amount FROM bet_tickets
          WHERE user_id = $1`,
        [userId],
      );
      expect(tickets).toEqual({ count: 500, amount: 1_000_000n });
      const [holds] = await t.db.query<{ balance: bigint }>(
        `SELECT balance FROM ledger_accounts WHERE user_id = $1 AND kind = 'bet_holds'`,
        [userId],
      );
      expect(holds?.balance).toBe(1_000_000n);
      // The ledger audit after each test checks every balance against its entries.
    },
    60_000,
  );

  it.skipIf(!onPostgres)(
    "keeps concurrent carts of one player within the game's stake limit per issue",
    async () => {
      const { userId, token } = await fundedPlayer(t, 1_000_000n);
      const issue = await openIssue(t, games.wfssc);
      await t.db.query('UPDATE lottery_games SET max_stake_per_issue = $2 WHERE id = $1', [
        games.wfssc,
        100n * 2_000n,
      ]);
      try {
        const body = { GameId: games.wfssc, IssueSerialNumber: issue, Tickets: [star5()] };
        const answers = await runBounded(200, 50, () => place(t, token, body));
        expect(codesOf(answers)).toEqual({ 0: 100, 5115: 100 });
        const [staked] = await t.db.query<{ amount: bigint }>(
          'SELECT sum(amount)::bigint AS amount FROM bet_tickets WHERE user_id = $1',
          [userId],
        );
        expect(staked?.amount).toBe(200_000n);
        expect(await walletOf(t, token)).toBe(800);
      } finally {
        await t.db.query(
          'UPDATE lottery_games SET max_stake_per_issue = 1000000000 WHERE id = $1',
          [games.wfssc],
        );
      }
    },
    60_000,
  );

  it.skipIf(!onPostgres)(
    'refunds a ticket once when 20 cancels with their own keys race',
    async () => {
      const { token } = await fundedPlayer(t, 10_000n);
      const issue = await openIssue(t, games.jsssc);
      const placed = await place(t, token, {
        GameId: games.jsssc,
        IssueSerialNumber: issue,
        Tickets: [star5()],
      });
      const ticketId = placed.json().Tickets[0].TicketId as number;
      const answers = await runBounded(20, 20, () => cancel(t, token, ticketId));
      expect(codesOf(answers)).toEqual({ 0: 1, 5121: 19 });
      expect(await walletOf(t, token)).toBe(10);
    },
  );

  it.skipIf(!onPostgres)(
    'makes a cancel of the issue wait for a bet in flight on it, which then belongs to the issue',
    async () => {
      const { userId, token } = await fundedPlayer(t, 10_000n);
      const issue = await openIssue(t, games.jsssc);
      const cart = ZPlaceBetsRequest.parse({
        GameId: games.jsssc,
        IssueSerialNumber: issue,
        Tickets: [star5()],
      });
      const key = { gameId: games.jsssc, serialNumber: issue };
      let cancelled: Promise<unknown> = Promise.resolve();
      let cancelDone = false;
      await t.db.transaction(async (tx) => {
        // The bet's statement has run (its sale lock is held) but has not committed yet.
        const placed = await placeBets(tx, { clock: t.clock }, userId, cart, { from: 'player' });
        expect(placed.ok).toBe(true);
        cancelled = t.db
          .transaction((other) => cancelIssue(other, key, 'test'))
          .finally(() => (cancelDone = true));
        for (let i = 0; i < 200; i += 1) {
          const [waiting] = await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
          );
          if (waiting?.n === 1) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(cancelDone).toBe(false);
      });
      expect(await cancelled).toMatchObject({ state: 'cancelled' });
      // The ticket committed before the cancel: the cancelled issue's settlement refunds it.
      const [ticket] = await t.db.query<{ state: number }>(
        'SELECT state FROM bet_tickets WHERE user_id = $1',
        [userId],
      );
      expect(ticket?.state).toBe(0);
      const late = await place(t, token, cart);
      expect(late.json()).toMatchObject({ Code: 5107 });
    },
  );
});
