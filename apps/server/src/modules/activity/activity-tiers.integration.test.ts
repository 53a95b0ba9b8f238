import { cashFlowTypes } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { readTurnoverStatus } from '../wallet/turnover.ts';
import { codeOf, player, runningActivity } from './activity-fixtures.ts';
import { seedDemoTierActivities } from './seed-demo-tier-activities.ts';
import {
  claimStep,
  creditedDeposit,
  detailOf,
  firstDepositDraft,
  kenoDraft,
  kenoGameId,
  newbieDraft,
  sscGameId,
  ticket,
} from './activity-tiers-fixtures.ts';

/** newbieQuest, firstDepositByCategory and depositConsumeKeno2 through the player's routes. */
const t = useTestApp();
const dayMs = 86_400_000;
let owner = '';

beforeAll(async () => {
  t.clock.set(siteNoonOf(Date.now()));
  owner = await t.adminToken('owner');
});

const siteDate = (offsetDays: number) =>
  new Date(t.clock.now() + 8 * 3_600_000 + offsetDays * dayMs).toISOString().slice(0, 10);

async function statementLines(token: string, type: number) {
  const statement = await t.call('POST', '/api/CashFlowRecord/Search', {
    token,
    body: { StartDate: siteDate(-1), EndDate: siteDate(1), Types: [type] },
  });
  expect(statement.statusCode, statement.body).toBe(200);
  return (statement.json() as { Items: { Type: number; Amount: number }[] }).Items;
}

const mainBalance = (userId: number) => balanceOf(t.db, { userId, kind: 'player' });

describe('the back office', () => {
  it('refuses a newbie quest or a first-deposit bonus that is not once per player', async () => {
    for (const draft of [newbieDraft, firstDepositDraft]) {
      const saved = await t.call('POST', '/api/Admin/Activities/Save', {
        token: owner,
        body: { ...draft(t.clock.now()), PeriodKind: 'daily' },
      });
      expect([saved.statusCode, codeOf(saved)]).toEqual([400, 9010]);
    }
  });

  it('refuses a task listed twice and an unknown deposit category', async () => {
    const draft = newbieDraft(t.clock.now());
    const twice = await t.call('POST', '/api/Admin/Activities/Save', {
      token: owner,
      body: {
        ...draft,
        Config: { ...draft.Config, Tasks: [draft.Config.Tasks[0], draft.Config.Tasks[0]] },
      },
    });
    expect(twice.statusCode).toBe(400);
    const deposit = firstDepositDraft(t.clock.now());
    const unknown = await t.call('POST', '/api/Admin/Activities/Save', {
      token: owner,
      body: {
        ...deposit,
        Config: { ...deposit.Config, Categories: [{ Category: 'cash', PercentBps: 1, Cap: 1 }] },
      },
    });
    expect(unknown.statusCode).toBe(400);
  });
  it('previews a newbie quest as every task paid to every eligible player, once', async () => {
    const id = await runningActivity(t, owner, newbieDraft(t.clock.now()));
    const preview = await t.call('GET', `/api/Admin/Activities/Preview?ActivityId=${id}`, {
      token: owner,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { EligiblePlayers, ExpectedPrize, Periods, ExpectedCost } = preview.json() as {
      EligiblePlayers: number;
      ExpectedPrize: number;
      Periods: number;
      ExpectedCost: number;
    };
    // Tasks of 5, 2, 10 and 8: a mean of 6.25 per task, four tasks, one period.
    expect([ExpectedPrize, Periods]).toEqual([6.25, 1]);
    expect(ExpectedCost).toBe(EligiblePlayers * 25);
  });
});

describe('newbieQuest', () => {
  it('pays each task once it is done, once per player, with its turnover and statement line', async () => {
    const id = await runningActivity(t, owner, newbieDraft(t.clock.now()));
    const me = await player(t);
    const before = await detailOf(t, me.token, id);
    expect(before.Progress.Steps.map((step) => [step.Key, step.Done, step.Prize])).toEqual([
      ['bindBankCard', false, 5],
      ['setFundPassword', false, 2],
      ['firstDeposit', false, 10],
      ['firstBet', false, 8],
    ]);
    const early = await claimStep(t, me.token, id, 0);
    expect([early.statusCode, codeOf(early)]).toEqual([409, 9016]);
    const unnamed = await claimStep(t, me.token, id, undefined);
    expect([unnamed.statusCode, codeOf(unnamed)]).toEqual([400, 9014]);
    const missing = await claimStep(t, me.token, id, 9);
    expect([missing.statusCode, codeOf(missing)]).toEqual([400, 9015]);

    await t.db.query(
      `INSERT INTO payout_accounts (user_id, kind, provider, account_number, holder_name,
                                    created_at, removed_at)
       VALUES ($1, 1, 'ICBC', '6222020000000001', 'Test', $2, $2)`,
      [me.userId, t.clock.now()],
    );
    await t.db.query(
      `INSERT INTO fund_passwords (user_id, password_hash, updated_at) VALUES ($1, 'x', now())`,
      [me.userId],
    );
    await creditedDeposit(t, me.userId, 100);
    // A cancelled bet is not a first bet.
    await ticket(t, me.userId, 2, { gameId: sscGameId, state: 1 });
    const after = await detailOf(t, me.token, id);
    expect(after.Progress.Steps.map((step) => step.Done)).toEqual([true, true, true, false]);

    const card = await claimStep(t, me.token, id, 0);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({
      Award: { Amount: 5, CashFlowType: cashFlowTypes.newbieQuestPrize, TurnoverRequired: 5 },
    });
    const again = await claimStep(t, me.token, id, 0);
    expect([again.statusCode, codeOf(again)]).toEqual([409, 9002]);
    expect((await claimStep(t, me.token, id, 2)).statusCode).toBe(200);
    const bet = await claimStep(t, me.token, id, 3);
    expect([bet.statusCode, codeOf(bet)]).toEqual([409, 9016]);
    await ticket(t, me.userId, 2, { gameId: sscGameId });
    expect((await claimStep(t, me.token, id, 3)).statusCode).toBe(200);

    expect(await mainBalance(me.userId)).toBe(100_000n + 5_000n + 10_000n + 8_000n);
    const lines = await statementLines(me.token, cashFlowTypes.newbieQuestPrize);
    expect(lines.map((line) => line.Amount).sort((a, b) => a - b)).toEqual([5, 8, 10]);
    const turnover = await readTurnoverStatus(t.db, me.userId);
    expect(turnover.required).toBeGreaterThanOrEqual(23_000n);
    const final = await detailOf(t, me.token, id);
    expect(final.Progress.Steps.map((step) => step.Claimed)).toEqual([true, false, true, true]);
  });

  it('closes its prizes WithinDays after registration', async () => {
    const id = await runningActivity(t, owner, newbieDraft(t.clock.now()));
    const me = await player(t);
    await t.db.query(
      `INSERT INTO fund_passwords (user_id, password_hash, updated_at) VALUES ($1, 'x', now())`,
      [me.userId],
    );
    await t.db.query(`UPDATE users SET created_at = to_timestamp($2 / 1000.0) WHERE id = $1`, [
      me.userId,
      t.clock.now() - 8 * dayMs,
    ]);
    const late = await claimStep(t, me.token, id, 1);
    expect([late.statusCode, codeOf(late)]).toEqual([409, 9013]);
    const list = await t.call('POST', '/api/Activity/List', { token: me.token, body: {} });
    const row = (list.json() as { Items: { ActivityId: number; CanClaim: boolean }[] }).Items.find(
      (item) => item.ActivityId === id,
    );
    expect(row?.CanClaim).toBe(false);
  });
});

describe('firstDepositByCategory', () => {
  it('pays a percent of the first deposit capped by its category, once', async () => {
    const id = await runningActivity(t, owner, firstDepositDraft(t.clock.now()));
    const me = await player(t);
    const none = await claimStep(t, me.token, id, undefined);
    expect([none.statusCode, codeOf(none)]).toEqual([409, 9017]);
    await creditedDeposit(t, me.userId, 300, 'bank');
    // The second deposit, through USDT at 20%, is not the first.
    await creditedDeposit(t, me.userId, 2000, 'usdt');
    const detail = await detailOf(t, me.token, id);
    expect(detail.Progress.Steps).toEqual([
      expect.objectContaining({ Key: 'bank', Reached: 300, Done: true, Prize: 30 }),
    ]);
    const paid = await claimStep(t, me.token, id, undefined);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      Award: { Amount: 30, CashFlowType: cashFlowTypes.firstDepositBonus, TurnoverRequired: 30 },
      Balance: 2330,
    });
    const again = await claimStep(t, me.token, id, 0);
    expect([again.statusCode, codeOf(again)]).toEqual([409, 9002]);
    expect(await statementLines(me.token, cashFlowTypes.firstDepositBonus)).toEqual([
      expect.objectContaining({ Amount: 30 }),
    ]);
  });

  it('caps the bonus and refuses a category the operator left out', async () => {
    const id = await runningActivity(t, owner, firstDepositDraft(t.clock.now()));
    const rich = await player(t);
    await creditedDeposit(t, rich.userId, 5000, 'usdt');
    const capped = await claimStep(t, rich.token, id, undefined);
    expect(capped.json()).toMatchObject({ Award: { Amount: 200 } });
    const wallet = await player(t);
    await creditedDeposit(t, wallet.userId, 100, 'eWallet');
    const excluded = await claimStep(t, wallet.token, id, undefined);
    expect([excluded.statusCode, codeOf(excluded)]).toEqual([409, 9019]);
  });

  it('refuses an account whose first deposit came before the activity', async () => {
    const old = await player(t);
    await creditedDeposit(t, old.userId, 100, 'bank');
    t.clock.advance(1000);
    const id = await runningActivity(t, owner, {
      ...firstDepositDraft(t.clock.now()),
      StartsAt: t.clock.now() - 10,
    });
    const refused = await claimStep(t, old.token, id, undefined);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 9018]);
  });

  it('pays into the bonus wallet with its own turnover when the operator chose it', async () => {
    const id = await runningActivity(
      t,
      owner,
      firstDepositDraft(t.clock.now(), { TurnoverMultiple: 5, ExpiresInDays: 14 }),
    );
    const me = await player(t);
    await creditedDeposit(t, me.userId, 200, 'bank');
    const paid = await claimStep(t, me.token, id, undefined);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      Award: { Amount: 20, TurnoverRequired: 100 },
      Balance: 200,
    });
    expect(await balanceOf(t.db, { userId: me.userId, kind: 'bonus' })).toBe(20_000n);
    const grants = await t.db.query<{
      amount: bigint;
      turnover_required: bigint;
      expires_at: bigint;
    }>(`SELECT amount, turnover_required, expires_at FROM bonus_grants WHERE user_id = $1`, [
      me.userId,
    ]);
    expect(grants.map((grant) => [BigInt(grant.amount), BigInt(grant.turnover_required)])).toEqual([
      [20_000n, 100_000n],
    ]);
    expect(Number(grants[0]?.expires_at)).toBe(t.clock.now() + 14 * dayMs);
    const [claimRow] = await t.db.query<{ ledger_transaction_id: string | null }>(
      `SELECT ledger_transaction_id::text FROM activity_claims WHERE activity_id = $1`,
      [id],
    );
    expect(claimRow?.ledger_transaction_id).not.toBeNull();
  });
});

describe('depositConsumeKeno2', () => {
  it('asks for the deposit of the tier too', async () => {
    const id = await runningActivity(t, owner, kenoDraft(t.clock.now()));
    const me = await player(t);
    await creditedDeposit(t, me.userId, 99);
    await ticket(t, me.userId, 50, { gameId: kenoGameId });
    const refused = await claimStep(t, me.token, id, 0);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 9016]);
  });

  it('pays each tier once per period when deposits and KENO bets both reach it', async () => {
    const id = await runningActivity(t, owner, kenoDraft(t.clock.now()));
    const me = await player(t);
    await creditedDeposit(t, me.userId, 600);
    // Bets on other games and cancelled KENO bets do not count.
    await ticket(t, me.userId, 500, { gameId: sscGameId });
    await ticket(t, me.userId, 500, { gameId: kenoGameId, state: 1 });
    await ticket(t, me.userId, 60, { gameId: kenoGameId, state: 0 });
    const detail = await detailOf(t, me.token, id);
    expect(
      detail.Progress.Steps.map((step) => [step.Target, step.Reached, step.Done, step.Prize]),
    ).toEqual([
      [50, 60, true, 3],
      [300, 60, false, 18],
    ]);
    const second = await claimStep(t, me.token, id, 1);
    expect([second.statusCode, codeOf(second)]).toEqual([409, 9016]);
    const first = await claimStep(t, me.token, id, 0);
    expect(first.json()).toMatchObject({
      Award: { Amount: 3, CashFlowType: cashFlowTypes.depositKenoTierPrize },
    });
    const twice = await claimStep(t, me.token, id, 0);
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 9002]);
    await ticket(t, me.userId, 240, { gameId: kenoGameId });
    expect((await claimStep(t, me.token, id, 1)).json()).toMatchObject({ Award: { Amount: 18 } });
    expect(
      (await statementLines(me.token, cashFlowTypes.depositKenoTierPrize)).map(
        (line) => line.Amount,
      ),
    ).toEqual([18, 3]);
    // The next site day is a new period: nothing reached yet (the day also ended the session).
    t.clock.advance(dayMs);
    const { token } = await t.openExtraSession(me.userId);
    const tomorrow = await detailOf(t, token, id);
    expect(tomorrow.Progress.Steps.map((step) => [step.Done, step.Claimed])).toEqual([
      [false, false],
      [false, false],
    ]);
  });
});

describe('the demo activities of these types', () => {
  it('seeds running new-player tasks, a first-deposit bonus and KENO tiers that pay', async () => {
    await t.db.transaction((tx) => seedDemoTierActivities(tx, t.clock.now()));
    const me = await player(t);
    const list = (await t.call('POST', '/api/Activity/List', { token: me.token })).json() as {
      Items: { ActivityId: number; Type: string }[];
    };
    // The demo's are the newest of each type (the tests above made others).
    const idOf = (type: string) =>
      Math.max(...list.Items.filter((item) => item.Type === type).map((item) => item.ActivityId));
    await creditedDeposit(t, me.userId, 500, 'bank');
    await ticket(t, me.userId, 200, { gameId: kenoGameId });
    const newbie = await claimStep(t, me.token, idOf('newbieQuest'), 3);
    expect(newbie.json()).toMatchObject({ Award: { Amount: 8 } });
    const bonus = await claimStep(t, me.token, idOf('firstDepositByCategory'), undefined);
    expect(bonus.json()).toMatchObject({ Award: { Amount: 50 } });
    const tier = await claimStep(t, me.token, idOf('depositConsumeKeno2'), 0);
    expect(tier.json()).toMatchObject({ Award: { Amount: 5 } });
  });
});
