import { describe, expect, it } from 'vitest';
import { testPassword, useTestApp } from '../../test-support/test-app.ts';
import { settleIssue } from '../bet/settle-issue.ts';
import {
  drawIssue,
  insertOpenTickets,
  openIssue,
  type TTicketSpec,
} from '../bet/ticket-fixtures.ts';
import { defaultOddsTable } from '../lottery/default-odds.ts';

const t = useTestApp();
const jsk3 = 9;
const sumOdds = defaultOddsTable('k3', 975)['k3.twoSided.sum'] ?? { odds: {} };

async function funded() {
  const account = await t.createAccount();
  await t.fund(account.userId, 100_000_000n);
  return account;
}

const sideBet = (userId: number, items: string[]): TTicketSpec => ({
  userId,
  betTypeId: 'k3.twoSided.sum',
  book: 'twoSided',
  stake: 1_000n,
  odds: sumOdds,
  selection: { items },
});

interface TFlagBody {
  Flags: { Rule: string; LoginIds: string[]; Evidence: string; EvidenceZh: string }[];
}

describe('GET /api/Admin/Risk/FlaggedPlayers', () => {
  it('flags a shared address, every combination bought, and a win-rate outlier, with evidence', async () => {
    // Three accounts logging in from one address; a fourth elsewhere.
    const sharing = [await t.createAccount(), await t.createAccount(), await t.createAccount()];
    for (const account of sharing)
      await t.call('POST', '/api/Token/Login', {
        body: { LoginId: account.loginId, Password: testPassword },
        ip: '203.0.113.9',
      });
    await t.login((await t.createAccount()).loginId);

    // Ten players lose 20 bets each on "big"; one wins 20 on "small"; one buys both sides twice.
    const ref = await openIssue(t.db, jsk3, t.clock.now() - 1_000, 1);
    const losers = await Promise.all(Array.from({ length: 10 }, funded));
    const lucky = await funded();
    const hedger = await funded();
    const twenty = (userId: number, items: string[]) =>
      Array.from({ length: 20 }, () => sideBet(userId, items));
    await insertOpenTickets(t.db, { ...ref, at: t.clock.now() - 2_000 }, [
      ...losers.flatMap((loser) => twenty(loser.userId, ['big'])),
      ...twenty(lucky.userId, ['small']),
      sideBet(hedger.userId, ['big', 'odd']),
      sideBet(hedger.userId, ['small', 'even']),
    ]);
    await drawIssue(t.db, ref, '112');
    expect(await settleIssue(t.db, ref, { now: () => t.clock.now() })).toMatchObject({
      ok: true,
      value: { finished: true },
    });

    const response = await t.call('GET', '/api/Admin/Risk/FlaggedPlayers', {
      token: await t.adminToken('readonly'),
    });
    expect(response.statusCode).toBe(200);
    const { Flags } = response.json() as TFlagBody;
    expect(Flags).toContainEqual({
      Rule: 'sharedAddress',
      LoginIds: sharing.map((account) => account.loginId).sort(),
      Evidence: '3 accounts logged in from 203.0.113.9',
      EvidenceZh: '3 个账号从 203.0.113.9 登录',
    });
    expect(Flags).toContainEqual(
      expect.objectContaining({ Rule: 'allCombinations', LoginIds: [hedger.loginId] }),
    );
    const rates = Flags.filter((flag) => flag.Rule === 'winRate');
    expect(rates.map((flag) => flag.LoginIds)).toEqual([[lucky.loginId]]);
    expect(rates[0]?.Evidence).toMatch(/^won 20 of 20 tickets, 3\.\d standard deviations/);
    // Nobody else is flagged: the losers, the fourth account.
    const flagged = new Set(Flags.flatMap((flag) => flag.LoginIds));
    for (const loser of losers) expect(flagged.has(loser.loginId)).toBe(false);
  });
});
