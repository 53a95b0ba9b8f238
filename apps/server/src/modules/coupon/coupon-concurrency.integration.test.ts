import { cashFlowTypes } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { player } from '../activity/activity-fixtures.ts';
import { games, openIssue, star5 } from '../bet/bet-test-fixtures.ts';
import { auditLedger, balanceOf } from '../wallet/ledger.ts';
import {
  betWithVoucher,
  claimCoupon,
  claimedCoupon,
  codeOf,
  savedTemplate,
  voucherForm,
} from './coupon-fixtures.ts';

/**
 * Concurrency needs several connections: PostgreSQL only (PGlite holds one). The app's pool has 5
 * connections (test-database.ts), so 50 requests in flight queue for them as a server's would.
 */
const t = useTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(() => {
  t.clock.set(siteNoonOf(Date.now()));
});

const heldBy = async (templateId: number) =>
  t.db.query<{ user_id: number; n: number }>(
    `SELECT user_id, count(*)::integer AS n FROM coupons WHERE template_id = $1 GROUP BY user_id`,
    [templateId],
  );

describe.skipIf(!onPostgres)('coupons under concurrency (PostgreSQL)', () => {
  it('gives one player exactly the per-player limit out of 50 concurrent claims', async () => {
    const id = await savedTemplate(t, voucherForm({ PerPlayerLimit: 3 }));
    const me = await player(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => claimCoupon(t, me.token, id)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect([answer.statusCode, codeOf(answer)]).toEqual([409, 9104]);
    expect(await heldBy(id)).toEqual([{ user_id: me.userId, n: 3 }]);
  });

  it('never passes the total quantity when 50 players claim at once', async () => {
    const id = await savedTemplate(t, voucherForm({ TotalQuantity: 10 }));
    const players = await Promise.all(Array.from({ length: 50 }, () => player(t)));
    const answers = await Promise.all(players.map((p) => claimCoupon(t, p.token, id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect([answer.statusCode, codeOf(answer)]).toEqual([409, 9103]);
    const [template] = await t.db.query<{ issued: number }>(
      `SELECT issued FROM coupon_templates WHERE id = $1`,
      [id],
    );
    expect(template?.issued).toBe(10);
    expect((await heldBy(id)).length).toBe(10);
  });

  it('pays a voucher once out of 50 concurrent bets with it', async () => {
    const id = await savedTemplate(t, voucherForm());
    const me = await player(t);
    await t.fund(me.userId, 200_000n);
    const couponId = await claimedCoupon(t, me.token, id);
    const issue = await openIssue(t, games.jsssc);
    const bet = { GameId: games.jsssc, IssueSerialNumber: issue, Tickets: [star5()] };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        betWithVoucher(t, me.token, { CouponId: couponId, Bet: bet }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect([answer.statusCode, codeOf(answer)]).toEqual([409, 9106]);
    const lines = await t.db.query(
      `SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND e.cash_flow_type = $2`,
      [me.userId, cashFlowTypes.couponBetVoucher],
    );
    expect(lines).toHaveLength(1);
    // One bet of 2.000, 1.000 of it paid by the voucher.
    expect(await balanceOf(t.db, { userId: me.userId, kind: 'player' })).toBe(199_000n);
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
  });
});
