import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TTestApp } from '../../test-support/test-app.ts';
import { insertIssues, issueRun } from '../lottery/issue-fixtures.ts';

/** Test helpers of the bet module's integration tests (not used by the server). */

/** Games of the default catalogue (0007_lottery.sql). */
export const games = { jsssc: 2, wfssc: 3, mmssc: 5, js11x5: 8, jsk3: 9 } as const;

export const newKey = () => `test-${randomUUID()}`;

let issueCounter = 0;

/**
 * A scheduled issue of the game on sale now: opened `openedMsAgo` ago, sealing in `sealsInMs`.
 * Each call makes a new issue number (and draw time, unique per game).
 */
export async function openIssue(
  t: TTestApp,
  gameId: number,
  options: { openedMsAgo?: number; sealsInMs?: number } = {},
): Promise<string> {
  issueCounter += 1;
  const { openedMsAgo = 10_000, sealsInMs = 50_000 } = options;
  const now = t.clock.now();
  const [template] = issueRun(gameId, {
    firstStart: now,
    cycleMs: 60_000,
    sealMs: 10_000,
    count: 1,
    firstIndex: issueCounter,
  });
  if (!template) throw new Error('issueRun made no issue');
  const issue = {
    ...template,
    startAt: now - openedMsAgo,
    closeAt: now + sealsInMs,
    // Draw times are unique per game: the counter keeps them apart.
    drawAt: now + sealsInMs + 10_000 + issueCounter,
  };
  await insertIssues(t.db, [issue]);
  return issue.serial;
}

/** A logged-in player with `funds` thousandths in the wallet. */
export async function fundedPlayer(t: TTestApp, funds: bigint) {
  const { userId, loginId } = await t.createAccount();
  if (funds > 0n) await t.fund(userId, funds);
  return { userId, token: await t.login(loginId) };
}

/** One unit of SSC 5-star direct (2 yuan in 元 mode), priced at group 1950. */
export const star5 = (
  rows: number[][] = [[1], [2], [3], [4], [5]],
  terms: { Mode?: string; Multiple?: number; PrizeGroup?: number } = {},
) => ({
  BetTypeId: 'ssc.star5.direct',
  Book: 'official',
  Selection: { rows },
  Mode: 'yuan',
  Multiple: 1,
  PrizeGroup: 1950,
  ...terms,
});

export const place = (t: TTestApp, token: string, body: unknown, key: string = newKey()) =>
  t.call('POST', '/api/Bet/Place', { token, body, headers: { 'idempotency-key': key } });

export const cancel = (t: TTestApp, token: string, ticketId: number, key: string = newKey()) =>
  t.call('POST', '/api/Bet/Cancel', {
    token,
    body: { TicketId: ticketId },
    headers: { 'idempotency-key': key },
  });

export async function walletOf(t: TTestApp, token: string): Promise<number> {
  const response = await t.call('POST', '/api/Wallet/GetWalletAmount', { token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { WalletAmount: number }).WalletAmount;
}

/** What a player's bets have written: tickets, ledger entries of the player's accounts. */
export async function writtenFor(t: TTestApp, userId: number) {
  const [row] = await t.db.query<{ tickets: number; entries: number }>(
    `SELECT (SELECT count(*)::int FROM bet_tickets WHERE user_id = $1) AS tickets,
            (SELECT count(*)::int FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
              WHERE a.user_id = $1) AS entries`,
    [userId],
  );
  return row;
}
