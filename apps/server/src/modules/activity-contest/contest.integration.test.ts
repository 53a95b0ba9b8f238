import { cashFlowTypes } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { claim, freshKey } from '../activity/activity-fixtures.ts';
import { periodOf } from '../activity/activity-period.ts';
import { games, cancel, fundedPlayer } from '../bet/bet-test-fixtures.ts';
import { auditLedger } from '../wallet/ledger.ts';
import { runContestPayouts } from './contest-payout-job.ts';
import { payContestPeriod } from './pay-contest-period.ts';
import { bet, leaderboard, runningContest } from './contest-fixtures.ts';

const t = useTestApp();
let owner = '';

beforeAll(async () => {
  t.clock.set(siteNoonOf(Date.now()));
  owner = await t.adminToken('owner');
});

const dayMs = 86_400_000;
const funds = 1_000_000n;

const top = async (token: string, id: number) => {
  const answer = await leaderboard(t, token, id);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    Top: { Rank: number; Player: string; Turnover: number; Prize: number | null; IsMe: boolean }[];
    Me: { Rank: number | null; Turnover: number };
    Participants: number;
  };
};

describe('the turnover contest', () => {
  it('ranks by net turnover of the period, the earlier reach first on a tie', async () => {
    const id = await runningContest(t, owner);
    const a = await fundedPlayer(t, funds);
    const b = await fundedPlayer(t, funds);
    const c = await fundedPlayer(t, funds);
    await bet(t, a.token, 5); // 10
    t.clock.advance(1000);
    await bet(t, b.token, 5); // 10, reached later than a
    t.clock.advance(1000);
    const [cancelled = 0] = await bet(t, c.token, 10); // 20, cancelled below
    await bet(t, c.token, 1); // 2
    let board = await top(b.token, id);
    expect(board.Top.map((place) => [place.Rank, place.Turnover, place.Prize])).toEqual([
      [1, 22, 100],
      [2, 10, 50],
      [3, 10, 20],
    ]);
    expect(board.Me).toEqual({ Rank: 3, Turnover: 10 });
    expect(board.Top[2]?.IsMe).toBe(true);
    expect(board.Top[0]?.Player).toMatch(/^.\*\*\*.$/);

    t.clock.advance(1000);
    expect((await cancel(t, c.token, cancelled)).statusCode).toBe(200);
    board = await top(c.token, id);
    expect(board.Top.map((place) => place.Turnover)).toEqual([10, 10, 2]);
    expect(board.Me).toEqual({ Rank: 3, Turnover: 2 });
    // b passes a: the tie is broken by the new total, reached now.
    await bet(t, b.token, 1);
    expect((await top(a.token, id)).Me).toEqual({ Rank: 2, Turnover: 10 });
    expect((await top(a.token, id)).Participants).toBe(3);
  });

  it('counts only the bets on the chosen games', async () => {
    const id = await runningContest(t, owner, {
      Config: { Type: 'lionKingContest', RankPrizes: [10], GameIds: [games.jsssc], ShownPlaces: 5 },
    });
    const p = await fundedPlayer(t, funds);
    await bet(t, p.token, 3, games.wfssc);
    expect((await top(p.token, id)).Me).toEqual({ Rank: null, Turnover: 0 });
    await bet(t, p.token, 2, games.jsssc);
    expect((await top(p.token, id)).Me).toEqual({ Rank: 1, Turnover: 4 });
  });

  it('refuses a claim: the places are paid when the period ends', async () => {
    const id = await runningContest(t, owner);
    const p = await fundedPlayer(t, funds);
    const answer = await claim(t, p.token, id, freshKey());
    expect([answer.statusCode, answer.json().Code]).toEqual([409, 9028]);
    const other = await leaderboard(t, p.token, 1_000_000);
    expect([other.statusCode, other.json().Code]).toEqual([404, 9000]);
  });

  it('pays the places once at the period end, through the ledger and /AwardDetail', async () => {
    const start = t.clock.now();
    const id = await runningContest(t, owner, { Budget: 130, TurnoverPercent: 100 });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => fundedPlayer(t, funds)));
    if (!a || !b || !c || !d) throw new Error('players');
    await bet(t, a.token, 30);
    await bet(t, b.token, 20);
    await bet(t, c.token, 10);
    await bet(t, d.token, 1);
    const period = periodOf(
      { periodKind: 'daily', startsAt: start - 1000, endsAt: start + 30 * dayMs },
      start,
    );

    const claimsOf = () => t.db.query('SELECT 1 FROM activity_claims WHERE activity_id = $1', [id]);
    await runContestPayouts(t.db, t.clock.now());
    expect(await claimsOf()).toHaveLength(0);
    t.clock.set(period.endsAt + 5000);
    // Budget 130: 100 + 50 > 130, so only the first place is paid. The earlier tests' contests are paid by the same run: the count is theirs too.
    expect(await runContestPayouts(t.db, t.clock.now())).toBeGreaterThan(0);
    expect(await runContestPayouts(t.db, t.clock.now())).toBe(0);
    const claims = await t.db.query<{ user_id: number; amount: bigint; cash_flow_type: number }>(
      `SELECT user_id, amount, cash_flow_type FROM activity_claims WHERE activity_id = $1`,
      [id],
    );
    expect(claims).toEqual([{ user_id: a.userId, amount: 100_000n, cash_flow_type: 510 }]);
    const winners = await t.db.query<{ rank: number; user_id: number; claim_id: string | null }>(
      `SELECT rank, user_id, claim_id::text FROM activity_contest_winners
        WHERE activity_id = $1 ORDER BY rank`,
      [id],
    );
    expect(winners.map((w) => [w.rank, w.user_id, w.claim_id === null])).toEqual([
      [1, a.userId, false],
      [2, b.userId, true],
      [3, c.userId, true],
    ]);
    const [state] = await t.db.query<{ state: string; paid: bigint }>(
      'SELECT state, paid FROM activities WHERE id = $1',
      [id],
    );
    // 30 left is above the smallest prize (20): still running for the next periods.
    expect(state).toEqual({ state: 'scheduled', paid: 100_000n });

    // The clock passed the sessions' lifetime: fresh sessions read the results.
    const aToken = (await t.openExtraSession(a.userId)).token;
    const bToken = (await t.openExtraSession(b.userId)).token;
    const awards = await t.call('POST', '/api/Activity/MyAwards', { token: aToken, body: {} });
    expect(awards.json().Items[0]).toMatchObject({
      ActivityId: id,
      ActivityType: 'lionKingContest',
      Amount: 100,
      CashFlowType: cashFlowTypes.contestPrize,
      TurnoverRequired: 100,
    });
    const lines = await t.db.query(
      `SELECT e.amount, l.kind FROM ledger_entries e JOIN ledger_accounts l ON l.id = e.account_id
        WHERE l.user_id = $1 AND e.cash_flow_type = 510 AND e.memo LIKE $2`,
      [a.userId, `activity:${id}:%`],
    );
    // (The earlier tests' contests are live too and count these bets: a wins them as well.)
    expect(lines).toEqual([{ amount: 100_000n, kind: 'player' }]);
    const results = await t.call('POST', '/api/Activity/ContestResults', {
      token: bToken,
      body: { ActivityId: id },
    });
    expect(
      results
        .json()
        .Periods[0].Winners.map((w: { Prize: number | null; IsMe: boolean }) => [w.Prize, w.IsMe]),
    ).toEqual([
      [100, false],
      [null, true],
      [null, false],
    ]);
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
  });

  it('pays nothing of a period whose payout failed midway, and all of it on the rerun', async () => {
    owner = await t.adminToken('owner');
    const start = t.clock.now();
    const id = await runningContest(t, owner, { Budget: 500 });
    const [a, b] = await Promise.all([1, 2].map(() => fundedPlayer(t, funds)));
    if (!a || !b) throw new Error('players');
    await bet(t, a.token, 4);
    await bet(t, b.token, 2);
    const period = periodOf({ periodKind: 'daily', startsAt: start, endsAt: start + dayMs }, start);
    t.clock.set(period.endsAt + 1000);
    // The second place's write fails after the first place was paid in the same transaction,
    // as a crash there would stop it.
    await t.db.query(`CREATE FUNCTION contest_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.rank = 2 THEN RAISE EXCEPTION 'crash'; END IF; RETURN NEW; END $$`);
    await t.db.query(`CREATE TRIGGER contest_test_fail BEFORE INSERT ON activity_contest_winners
      FOR EACH ROW EXECUTE FUNCTION contest_test_fail()`);
    await expect(
      payContestPeriod(t.db, { activityId: id, period, now: t.clock.now() }),
    ).rejects.toThrow(/crash/);
    const paidOf = async () =>
      (
        await t.db.query<{ user_id: number; amount: bigint }>(
          'SELECT user_id, amount FROM activity_claims WHERE activity_id = $1 ORDER BY amount DESC',
          [id],
        )
      ).map((row) => [row.user_id, row.amount]);
    expect(await paidOf()).toEqual([]);
    await t.db.query('DROP TRIGGER contest_test_fail ON activity_contest_winners');
    await t.db.query('DROP FUNCTION contest_test_fail()');
    expect(await payContestPeriod(t.db, { activityId: id, period, now: t.clock.now() })).toBe(2);
    expect(await payContestPeriod(t.db, { activityId: id, period, now: t.clock.now() })).toBeNull();
    expect(await paidOf()).toEqual([
      [a.userId, 100_000n],
      [b.userId, 50_000n],
    ]);
  });

  it('leaves out players who miss the eligibility', async () => {
    owner = await t.adminToken('owner');
    const start = t.clock.now();
    const id = await runningContest(t, owner, {
      Eligibility: { MinVipLevel: 1 },
    });
    const p = await fundedPlayer(t, funds);
    await bet(t, p.token, 5);
    t.clock.set(
      periodOf({ periodKind: 'daily', startsAt: start, endsAt: start + dayMs }, start).endsAt + 1,
    );
    await runContestPayouts(t.db, t.clock.now());
    const claims = await t.db.query('SELECT 1 FROM activity_claims WHERE activity_id = $1', [id]);
    expect(claims).toHaveLength(0);
    // The bet counted; the period is paid, without a place.
    const rows = await t.db.query<{ turnover: bigint }>(
      'SELECT turnover FROM activity_contest_totals WHERE activity_id = $1',
      [id],
    );
    expect(rows).toEqual([{ turnover: 10_000n }]);
    const payouts = await t.db.query(
      'SELECT 1 FROM activity_contest_payouts WHERE activity_id = $1',
      [id],
    );
    expect(payouts).toHaveLength(1);
  });
});
