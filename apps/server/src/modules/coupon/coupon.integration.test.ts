import { cashFlowTypes } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactionResult } from '../../platform/transaction-result.ts';
import { insertBankChannel, insertWaitingOrder } from '../../test-support/deposit-fixtures.ts';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { expectAudited } from '../../test-support/expect-audited.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { player } from '../activity/activity-fixtures.ts';
import { cancel, games, openIssue, star5 } from '../bet/bet-test-fixtures.ts';
import { creditDeposit } from '../deposit/credit-deposit.ts';
import { auditLedger, balanceOf } from '../wallet/ledger.ts';
import { readTurnoverStatus } from '../wallet/turnover.ts';
import {
  betWithVoucher,
  claimCoupon,
  claimedCoupon,
  codeOf,
  couponKey,
  depositCouponForm,
  myCoupons,
  savedTemplate,
  voucherForm,
} from './coupon-fixtures.ts';
import { expireCoupons } from './expire-coupons.ts';

const t = useTestApp();
const dayMs = 86_400_000;
let owner = '';

beforeAll(async () => {
  t.clock.set(siteNoonOf(Date.now()));
  owner = await t.adminToken('owner');
});

/** A 10.000 cart: five units of SSC 5-star direct at 2.000. */
const fiveTickets = [1, 2, 3, 4, 5].map((digit) => star5([[digit], [2], [3], [4], [5]]));

const wallet = (userId: number) => balanceOf(t.db, { userId, kind: 'player' });

const ledgerLines = (userId: number, cashFlowType: number) =>
  t.db.query<{ amount: bigint }>(
    `SELECT e.amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.user_id = $1 AND e.cash_flow_type = $2`,
    [userId, cashFlowType],
  );

describe('coupon templates in the back office', () => {
  it('audits each change of a template in its transaction: create, update, stop, resume', async () => {
    const id = await savedTemplate(t, voucherForm());
    await expectAudited(t, 'POST /api/Admin/CouponTemplates/Save', {
      token: owner,
      body: { ...voucherForm({ TotalQuantity: 7 }), Id: id },
      action: 'activities.couponTemplate.update',
      targetType: 'coupon_template',
      targetId: id,
    });
    for (const [state, action] of [
      ['stopped', 'activities.couponTemplate.stop'],
      ['active', 'activities.couponTemplate.resume'],
    ] as const)
      await expectAudited(t, 'POST /api/Admin/CouponTemplates/SetState', {
        token: owner,
        body: { Id: id, State: state, Reason: 'season over' },
        action,
        targetType: 'coupon_template',
        targetId: id,
      });
  });

  it('refuses a voucher whose minimum bet is below its face value, and an unknown template', async () => {
    const refused = await t.call('POST', '/api/Admin/CouponTemplates/Save', {
      token: owner,
      body: voucherForm({ FaceValue: 5, MinBet: 2 }),
    });
    expect([refused.statusCode, codeOf(refused)]).toEqual([400, 9101]);
    const missing = await t.call('POST', '/api/Admin/CouponTemplates/Save', {
      token: owner,
      body: voucherForm({ Id: 999_999 }),
    });
    expect([missing.statusCode, codeOf(missing)]).toEqual([404, 9100]);
    const noGame = await t.call('POST', '/api/Admin/CouponTemplates/Save', {
      token: owner,
      body: voucherForm({ GameIds: [games.jsssc, 999_999] }),
    });
    expect([noGame.statusCode, codeOf(noGame)]).toEqual([400, 9101]);
    expect((noGame.json() as { Message: string }).Message).toContain('999999');
  });

  it('needs activities.manage to save and lists templates with their figures', async () => {
    const viewer = await t.adminTokenWith(['activities.view']);
    const denied = await t.call('POST', '/api/Admin/CouponTemplates/Save', {
      token: viewer,
      body: voucherForm(),
    });
    expect(denied.statusCode).toBe(403);
    const id = await savedTemplate(t, voucherForm());
    const list = await t.call('GET', '/api/Admin/CouponTemplates', { token: viewer });
    expect(list.statusCode).toBe(200);
    const item = (list.json() as { Items: { TemplateId: number; Issued: number }[] }).Items.find(
      (row) => row.TemplateId === id,
    );
    expect(item).toMatchObject({ Issued: 0 });
  });
});

describe('claiming coupons', () => {
  it('claims up to the per-player limit, and a retry with the same key is the same coupon', async () => {
    const id = await savedTemplate(t, voucherForm({ PerPlayerLimit: 2 }));
    const me = await player(t);
    const key = couponKey();
    const first = await claimCoupon(t, me.token, id, key);
    const retry = await claimCoupon(t, me.token, id, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await claimCoupon(t, me.token, id)).statusCode).toBe(200);
    const third = await claimCoupon(t, me.token, id);
    expect([third.statusCode, codeOf(third)]).toEqual([409, 9104]);
    const list = await myCoupons(t, me.token, 'unused');
    expect(list.Counts).toEqual({ unused: 2, used: 0, expired: 0 });
    const claimable = await t.call('POST', '/api/Coupon/Claimable', { token: me.token });
    const row = (claimable.json() as { Items: { TemplateId: number; Held: number }[] }).Items.find(
      (item) => item.TemplateId === id,
    );
    expect(row?.Held).toBe(2);
  });

  it('never passes the quantity, and a stopped or issue-only template is not claimable', async () => {
    const id = await savedTemplate(t, voucherForm({ TotalQuantity: 2 }));
    const players = await Promise.all([player(t), player(t), player(t)]);
    const answers = [];
    for (const p of players) answers.push(await claimCoupon(t, p.token, id));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 409]);
    expect(codeOf(answers[2] as { json(): unknown })).toBe(9103);
    const issueOnly = await savedTemplate(t, voucherForm({ IsClaimable: false }));
    const refused = await claimCoupon(t, (players[0] as { token: string }).token, issueOnly);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 9102]);
  });

  it('issues to chosen players from the back office, all or none, audited', async () => {
    const id = await savedTemplate(t, voucherForm({ IsClaimable: false }));
    const [a, b] = await Promise.all([player(t), player(t)]);
    const missing = await t.call('POST', '/api/Admin/Coupons/Issue', {
      token: owner,
      body: { TemplateId: id, LoginIds: [a.loginId, 'nobody-here'], Reason: 'VIP gift' },
    });
    expect([missing.statusCode, codeOf(missing)]).toEqual([404, 9113]);
    expect((await myCoupons(t, a.token, 'unused')).Counts.unused).toBe(0);
    await expectAudited(t, 'POST /api/Admin/Coupons/Issue', {
      token: owner,
      body: { TemplateId: id, LoginIds: [a.loginId, b.loginId], Reason: 'VIP gift' },
      action: 'activities.coupon.issue',
      targetType: 'coupon_template',
      targetId: id,
    });
    const listed = await t.call('GET', `/api/Admin/Coupons?TemplateId=${id}&LoginId=${b.loginId}`, {
      token: owner,
    });
    expect(listed.json()).toMatchObject({
      Total: 1,
      Items: [{ LoginId: b.loginId, Source: 'admin' }],
    });
  });
});

describe('a bet voucher', () => {
  it('pays part of a bet once, in the bet’s transaction, with its turnover and ledger line', async () => {
    const id = await savedTemplate(t, voucherForm({ GameIds: [games.jsssc] }));
    const me = await player(t);
    await t.fund(me.userId, 9_000n);
    const couponId = await claimedCoupon(t, me.token, id);
    const [listed] = (await myCoupons(t, me.token, 'unused')).Items as unknown as {
      GameIds: number[];
      GameNames: string[];
    }[];
    expect(listed?.GameIds).toEqual([games.jsssc]);
    expect(listed?.GameNames).toHaveLength(1);
    expect(listed?.GameNames[0]).not.toBe(String(games.jsssc));
    const issue = await openIssue(t, games.jsssc);
    const bet = {
      GameId: games.jsssc,
      IssueSerialNumber: issue,
      Tickets: fiveTickets,
    };
    const houseBefore = await balanceOf(t.db, 'house');
    const used = await betWithVoucher(t, me.token, { CouponId: couponId, Bet: bet });
    expect(used.statusCode, used.body).toBe(200);
    // A 10.000 stake: 1.000 from the voucher, 9.000 from the wallet.
    expect(used.json()).toMatchObject({
      Coupon: { State: 'used', AmountPaid: 1 },
      Bet: { TotalAmount: 10, WalletAmount: 0 },
    });
    expect(await wallet(me.userId)).toBe(0n);
    expect(houseBefore - (await balanceOf(t.db, 'house'))).toBe(1_000n);
    expect(await ledgerLines(me.userId, cashFlowTypes.couponBetVoucher)).toHaveLength(1);
    expect((await readTurnoverStatus(t.db, me.userId)).required).toBe(2_000n);
    await t.fund(me.userId, 20_000n);
    const again = await betWithVoucher(t, me.token, { CouponId: couponId, Bet: bet });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 9106]);
    expect((await myCoupons(t, me.token, 'used')).Items).toMatchObject([
      { CouponId: couponId, AmountPaid: 1 },
    ]);
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
  });

  it('moves nothing when refused: another game, a bet below its minimum, a bet the wallet cannot cover', async () => {
    const id = await savedTemplate(t, voucherForm({ GameIds: [games.jsssc], MinBet: 4 }));
    const me = await player(t);
    await t.fund(me.userId, 1_000n);
    const couponId = await claimedCoupon(t, me.token, id);
    const other = await openIssue(t, games.wfssc);
    const wrongGame = await betWithVoucher(t, me.token, {
      CouponId: couponId,
      Bet: { GameId: games.wfssc, IssueSerialNumber: other, Tickets: [star5()] },
    });
    expect([wrongGame.statusCode, codeOf(wrongGame)]).toEqual([409, 9109]);
    const issue = await openIssue(t, games.jsssc);
    const small = await betWithVoucher(t, me.token, {
      CouponId: couponId,
      Bet: { GameId: games.jsssc, IssueSerialNumber: issue, Tickets: [star5()] },
    });
    expect([small.statusCode, codeOf(small)]).toEqual([409, 9110]);
    const tooBig = await betWithVoucher(t, me.token, {
      CouponId: couponId,
      Bet: { GameId: games.jsssc, IssueSerialNumber: issue, Tickets: fiveTickets },
    });
    expect(codeOf(tooBig)).toBe(5001);
    expect(await wallet(me.userId)).toBe(1_000n);
    expect(await ledgerLines(me.userId, cashFlowTypes.couponBetVoucher)).toHaveLength(0);
    expect((await myCoupons(t, me.token, 'unused')).Items).toHaveLength(1);
  });

  it('comes back when its tickets are cancelled, never more than each cancel refunds', async () => {
    // A 3.000 voucher on a cart of five 2.000 tickets.
    const id = await savedTemplate(t, voucherForm({ FaceValue: 3, MinBet: 4 }));
    const me = await player(t);
    await t.fund(me.userId, 7_000n);
    const couponId = await claimedCoupon(t, me.token, id);
    const issue = await openIssue(t, games.jsssc);
    const used = await betWithVoucher(t, me.token, {
      CouponId: couponId,
      Bet: { GameId: games.jsssc, IssueSerialNumber: issue, Tickets: fiveTickets },
    });
    expect(used.statusCode, used.body).toBe(200);
    const [first, second] = (used.json() as { Bet: { Tickets: { TicketId: number }[] } }).Bet
      .Tickets;
    expect(await wallet(me.userId)).toBe(0n);
    // The first cancel refunds 2.000 and gives back 2.000 of the voucher: still used.
    const once = await cancel(t, me.token, first?.TicketId ?? 0);
    expect(once.json()).toMatchObject({ Refunded: 2, WalletAmount: 0 });
    expect((await myCoupons(t, me.token, 'used')).Items).toMatchObject([{ CouponId: couponId }]);
    // The second gives back the last 1.000: the voucher is unused again, 1.000 stays refunded.
    const twice = await cancel(t, me.token, second?.TicketId ?? 0);
    expect(twice.json()).toMatchObject({ Refunded: 2, WalletAmount: 1 });
    expect(await wallet(me.userId)).toBe(1_000n);
    expect((await myCoupons(t, me.token, 'unused')).Items).toMatchObject([
      { CouponId: couponId, AmountPaid: null },
    ]);
    const returned = await ledgerLines(me.userId, cashFlowTypes.couponVoucherReturn);
    expect(returned.map((line) => BigInt(line.amount))).toEqual([-2_000n, -1_000n]);
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
  });

  it('cannot pay a deposit: a deposit coupon is not a voucher, nor the reverse', async () => {
    const id = await savedTemplate(t, depositCouponForm());
    const me = await player(t);
    const couponId = await claimedCoupon(t, me.token, id);
    const issue = await openIssue(t, games.jsssc);
    const refused = await betWithVoucher(t, me.token, {
      CouponId: couponId,
      Bet: { GameId: games.jsssc, IssueSerialNumber: issue, Tickets: [star5()] },
    });
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 9108]);
  });
});

describe('expiry', () => {
  it('expires unused coupons once, and an expired coupon cannot be used', async () => {
    const id = await savedTemplate(t, voucherForm({ ValidityDays: 1 }));
    const me = await player(t);
    const couponId = await claimedCoupon(t, me.token, id);
    t.clock.advance(dayMs);
    // The day also ends the session: a fresh one.
    const { token } = await t.openExtraSession(me.userId);
    // Read as expired at once, before the job has run.
    expect((await myCoupons(t, token, 'expired')).Items).toMatchObject([{ CouponId: couponId }]);
    expect(await expireCoupons(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.query<{ state: string }>(`SELECT state FROM coupons WHERE id = $1`, [
      couponId,
    ]);
    expect(row?.state).toBe('expired');
    const [again] = await t.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM coupons WHERE id = $1 AND state = 'unused'`,
      [couponId],
    );
    expect(again?.n).toBe(0);
    const issue = await openIssue(t, games.jsssc);
    await t.fund(me.userId, 10_000n);
    const refused = await betWithVoucher(t, token, {
      CouponId: couponId,
      Bet: { GameId: games.jsssc, IssueSerialNumber: issue, Tickets: [star5()] },
    });
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 9107]);
  });
});

describe('a deposit coupon', () => {
  async function orderWithCoupon(amount: bigint, form = depositCouponForm()) {
    const id = await savedTemplate(t, form);
    const me = await player(t);
    const couponId = await claimedCoupon(t, me.token, id);
    const channel = await insertBankChannel(t.db, t.clock.now(), { turnover_percent: 0 });
    const order = await insertWaitingOrder(t.db, {
      userId: me.userId,
      channel,
      amount,
      now: t.clock.now(),
    });
    const orderNo = `D${String(order.id).padStart(10, '0')}`;
    const chosen = await t.call('POST', '/api/Coupon/ChooseForDeposit', {
      token: me.token,
      body: { CouponId: couponId, OrderNo: orderNo },
      headers: couponKey(),
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ DepositOrderNo: orderNo, State: 'unused' });
    return { me, couponId, order };
  }
  const credit = (orderId: bigint, receivedAmount: bigint) =>
    transactionResult(t.db, (tx) =>
      creditDeposit(tx, { orderId, receivedAmount, now: t.clock.now(), by: 'admin:1' }),
    );

  it('pays its percent up to its cap once, when the deposit is credited', async () => {
    const { me, couponId, order } = await orderWithCoupon(1_000_000n);
    expect(await credit(order.id, 1_000_000n)).toMatchObject({
      ok: true,
      value: { balanceAfter: 1_050_000n },
    });
    // 10% of 1,000.000 is 100.000, capped at 50.000.
    expect(await wallet(me.userId)).toBe(1_050_000n);
    expect(await credit(order.id, 1_000_000n)).toMatchObject({ ok: false });
    expect(await ledgerLines(me.userId, cashFlowTypes.couponDepositBonus)).toEqual([
      { amount: 50_000n },
    ]);
    expect((await readTurnoverStatus(t.db, me.userId)).required).toBe(150_000n);
    expect((await myCoupons(t, me.token, 'used')).Items).toMatchObject([
      { CouponId: couponId, AmountPaid: 50, UsedOn: `D${String(order.id).padStart(10, '0')}` },
    ]);
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
  });

  it('pays nothing on a deposit below its minimum, and stays unused', async () => {
    const { me, order } = await orderWithCoupon(200_000n, depositCouponForm({ MinDeposit: 300 }));
    expect((await credit(order.id, 200_000n)).ok).toBe(true);
    expect(await wallet(me.userId)).toBe(200_000n);
    expect((await myCoupons(t, me.token, 'unused')).Items).toHaveLength(1);
  });

  it('is chosen only for the player’s own waiting order', async () => {
    const id = await savedTemplate(t, depositCouponForm());
    const [me, other] = await Promise.all([player(t), player(t)]);
    const couponId = await claimedCoupon(t, me.token, id);
    const channel = await insertBankChannel(t.db, t.clock.now());
    const order = await insertWaitingOrder(t.db, {
      userId: other.userId,
      channel,
      amount: 200_000n,
      now: t.clock.now(),
    });
    const refused = await t.call('POST', '/api/Coupon/ChooseForDeposit', {
      token: me.token,
      body: { CouponId: couponId, OrderNo: `D${String(order.id).padStart(10, '0')}` },
      headers: couponKey(),
    });
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 9112]);
  });
});
