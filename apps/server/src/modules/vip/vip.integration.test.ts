import { cashFlowTypes } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { siteOffsetMs } from '../../platform/site-date-range.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { auditLedger, post } from '../wallet/ledger.ts';
import { checkVipUpgrade } from './check-vip-upgrade.ts';
import { reviewVipMonth } from './review-vip-month.ts';
import { runVipJob } from './vip-job.ts';
import { siteMonthOf } from './vip-month.ts';

const t = useTestApp();

async function deposit(userId: number, amount: bigint) {
  await t.db.transaction(async (tx) => {
    const posted = await post(tx, {
      kind: 'deposit',
      reference: `vip-test-deposit:${userId}:${t.clock.now()}:${amount}`,
      at: t.clock.now(),
      postings: [
        { account: 'house', amount: -amount },
        { account: { userId, kind: 'player' }, amount, cashFlowType: cashFlowTypes.deposit },
      ],
    });
    if (!posted.ok) throw new Error(posted.error);
  });
}

async function bet(userId: number, amount: bigint, state = 2) {
  const at = t.clock.now();
  await t.db.query(
    `INSERT INTO bet_tickets (user_id, game_id, bet_type_id, book, selection, mode, multiple,
                              units, amount, state, instant_draw, created_at, settled_at)
     VALUES ($1, 1, 'fixture', 'official', '[]'::jsonb, 1, 1, 1, $2, $3, '{}'::jsonb, $4,
             CASE WHEN $3::smallint = 0 THEN NULL ELSE $4::bigint END)`,
    [userId, amount, state, at],
  );
}

const levelOf = async (userId: number) =>
  (
    await t.db.query<{ level: number }>(`SELECT level FROM account_vip WHERE user_id = $1`, [
      userId,
    ])
  )[0]?.level ?? 0;
const grantsOf = (userId: number) =>
  t.db.query<{ source: string; amount: bigint; reference: string }>(
    `SELECT source, amount, reference FROM bonus_grants WHERE user_id = $1 ORDER BY id`,
    [userId],
  );

describe('VIP upgrades', () => {
  it('rises at once on both thresholds, paying each upgrade bonus once', async () => {
    // The month's first review is done, so that it does not run inside this test.
    await reviewVipMonth(t.db, t.clock.now());
    const { userId, loginId } = await t.createAccount();
    await deposit(userId, 1_000_000n);
    await bet(userId, 9_000_000n);
    await bet(userId, 5_000_000n, 1); // cancelled: does not count
    expect(await checkVipUpgrade(t.db, userId, t.clock.now())).toBe(0);
    await bet(userId, 1_000_000n);
    await Promise.all([
      checkVipUpgrade(t.db, userId, t.clock.now()),
      checkVipUpgrade(t.db, userId, t.clock.now()),
      runVipJob(t.db, t.clock.now()),
    ]);
    expect(await levelOf(userId)).toBe(1);
    expect(await grantsOf(userId)).toEqual([
      { source: 'vipUpgrade', amount: 8_000n, reference: `vip-upgrade:${userId}:1` },
    ]);
    // Straight from 1 to 3: the bonuses of levels 2 and 3, each once.
    await deposit(userId, 19_000_000n);
    await bet(userId, 190_000_000n);
    await runVipJob(t.db, t.clock.now());
    await runVipJob(t.db, t.clock.now());
    expect(await levelOf(userId)).toBe(3);
    expect((await grantsOf(userId)).map((grant) => grant.reference)).toEqual([
      `vip-upgrade:${userId}:1`,
      `vip-upgrade:${userId}:2`,
      `vip-upgrade:${userId}:3`,
    ]);
    const token = await t.login(loginId);
    const info = await t.call('POST', '/api/VIPnew/GetPlayerVIPInfo', { token });
    expect(info.json()).toEqual({
      Level: 3,
      LevelName: '黄金会员',
      NextLevel: 4,
      NextLevelName: '铂金会员',
      NextLevelBetVolume: 1_000_000,
      NextLevelDeposit: 100_000,
      PeriodBetVolume: 200_000,
      PeriodDeposit: 20_000,
      Rewards: { UpgradeBonus: 88, BirthdayBonus: 188, MonthlyBonus: 58, BonusTurnoverMultiple: 1 },
      NextLevelRewards: {
        UpgradeBonus: 288,
        BirthdayBonus: 588,
        MonthlyBonus: 188,
        BonusTurnoverMultiple: 1,
      },
    });
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
  });
});

describe('VIP monthly review', () => {
  it('keeps or lowers levels by last month once, paying the monthly bonus once', async () => {
    const kept = await t.createAccount();
    const lowered = await t.createAccount();
    await deposit(kept.userId, 1_000_000n);
    await bet(kept.userId, 10_000_000n);
    await checkVipUpgrade(t.db, kept.userId, t.clock.now());
    await t.db.query(`INSERT INTO account_vip (user_id, level, updated_at) VALUES ($1, 2, now())`, [
      lowered.userId,
    ]);
    t.clock.set(siteMonthOf(t.clock.now()).toMs + 3_600_000);
    const runs = await Promise.all([
      reviewVipMonth(t.db, t.clock.now()),
      reviewVipMonth(t.db, t.clock.now()),
    ]);
    expect(runs.filter((run) => run === null)).toHaveLength(1);
    expect(await reviewVipMonth(t.db, t.clock.now())).toBeNull();
    expect(await levelOf(kept.userId)).toBe(1);
    expect(await levelOf(lowered.userId)).toBe(0);
    const month = siteMonthOf(t.clock.now()).name;
    expect((await grantsOf(kept.userId)).map((grant) => grant.reference)).toEqual([
      `vip-upgrade:${kept.userId}:1`,
      `vip-monthly:${month}:${kept.userId}`,
    ]);
    expect(await grantsOf(lowered.userId)).toEqual([]);
  });
});

describe('VIP birthday bonus', () => {
  it("pays the level's birthday bonus on the site day of the birthday, once", async () => {
    // The month's review is done first, so that it does not lower the level set below.
    await reviewVipMonth(t.db, t.clock.now());
    const { userId } = await t.createAccount();
    const today = new Date(t.clock.now() + siteOffsetMs).toISOString().slice(5, 10);
    await t.db.query(`INSERT INTO account_vip (user_id, level, updated_at) VALUES ($1, 2, now())`, [
      userId,
    ]);
    await t.db.query(`INSERT INTO account_profiles (user_id, birthday) VALUES ($1, $2)`, [
      userId,
      `2000-${today}`,
    ]);
    await runVipJob(t.db, t.clock.now());
    await runVipJob(t.db, t.clock.now());
    const year = new Date(t.clock.now() + siteOffsetMs).getUTCFullYear();
    expect(await grantsOf(userId)).toEqual([
      { source: 'vipBirthday', amount: 58_000n, reference: `vip-birthday:${year}:${userId}` },
    ]);
  });
});
