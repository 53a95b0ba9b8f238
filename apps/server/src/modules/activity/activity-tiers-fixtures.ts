import { depositStates, type TDepositTypeName, depositTypes } from '@lottery/contracts';
import { expect } from 'vitest';
import type { TTestApp } from '../../test-support/test-app.ts';
import { creditDeposit } from '../deposit/credit-deposit.ts';
import { freshKey, signInDraft } from './activity-fixtures.ts';

/** Set-up of the newbieQuest, firstDepositByCategory and depositConsumeKeno2 tests. */

export const newbieDraft = (now: number) => ({
  ...signInDraft(now),
  Type: 'newbieQuest',
  TitleEn: 'New player tasks',
  TitleZh: '新手任务',
  PeriodKind: 'once',
  TurnoverPercent: 100,
  Config: {
    Type: 'newbieQuest',
    Tasks: [
      { Task: 'bindBankCard', Prize: 5 },
      { Task: 'setFundPassword', Prize: 2 },
      { Task: 'firstDeposit', Prize: 10 },
      { Task: 'firstBet', Prize: 8 },
    ],
    WithinDays: 7,
  },
});

export const firstDepositDraft = (now: number, bonusWallet: unknown = null) => ({
  ...signInDraft(now),
  Type: 'firstDepositByCategory',
  TitleEn: 'First deposit bonus',
  TitleZh: '首充奖励',
  PeriodKind: 'once',
  TurnoverPercent: 100,
  Config: {
    Type: 'firstDepositByCategory',
    Categories: [
      { Category: 'bank', PercentBps: 1000, Cap: 50 },
      { Category: 'usdt', PercentBps: 2000, Cap: 200 },
    ],
    BonusWallet: bonusWallet,
  },
});

export const kenoDraft = (now: number) => ({
  ...signInDraft(now),
  Type: 'depositConsumeKeno2',
  TitleEn: 'Deposit and play Keno',
  TitleZh: '充值玩快乐8',
  PeriodKind: 'daily',
  TurnoverPercent: 0,
  Config: {
    Type: 'depositConsumeKeno2',
    Tiers: [
      { Deposit: 100, KenoTurnover: 50, Prize: 3 },
      { Deposit: 500, KenoTurnover: 300, Prize: 18 },
    ],
  },
});

/** Game 11 of the default catalogue is Speed Keno (family keno); game 1 is Chongqing SSC. */
export const kenoGameId = 11;
export const sscGameId = 1;

/** A ticket row of `units` on a game, settled as lost unless `state` says otherwise. */
export async function ticket(
  t: TTestApp,
  userId: number,
  units: number,
  options: { gameId: number; state?: number },
) {
  const at = t.clock.now();
  await t.db.query(
    `INSERT INTO bet_tickets (user_id, game_id, bet_type_id, book, selection, mode, multiple,
                              units, amount, state, instant_draw, created_at, settled_at)
     VALUES ($1, $2, 'fixture', 'official', '[]'::jsonb, 1, 1, 1, $3, $4, '{}'::jsonb, $5,
             CASE WHEN $4::smallint = 0 THEN NULL ELSE $5::bigint END)`,
    [userId, options.gameId, BigInt(units) * 1000n, options.state ?? 2, at],
  );
}

// Per database: the node test files of a worker share this module (vitest.config.ts).
const channelsOf = new WeakMap<TTestApp['db'], Map<string, number>>();

async function channelOf(t: TTestApp, category: TDepositTypeName) {
  const channels = channelsOf.get(t.db) ?? new Map<string, number>();
  channelsOf.set(t.db, channels);
  const known = channels.get(category);
  if (known !== undefined) return known;
  const type = depositTypes[category];
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO deposit_channels (type, chain, name, min_amount, max_amount, bank_name,
                                   bank_account_name, bank_account_number, created_at, updated_at)
     VALUES ($1, $2, $3, 1, 100000000, 'Test bank', 'Test', '6222000011112222', $4, $4)
     RETURNING id`,
    [type, type === depositTypes.usdt ? 'TRC20' : null, `tiers ${category}`, t.clock.now()],
  );
  if (!row) throw new Error('no channel');
  channels.set(category, row.id);
  return row.id;
}

/** A deposit order of `units` through a channel of the category, credited now (ledger line 301). */
export async function creditedDeposit(
  t: TTestApp,
  userId: number,
  units: number,
  category: TDepositTypeName = 'bank',
) {
  const channelId = await channelOf(t, category);
  const now = t.clock.now();
  const amount = BigInt(units) * 1000n;
  const credited = await t.db.transaction(async (tx) => {
    const [order] = await tx.query<{ id: bigint }>(
      `INSERT INTO deposit_orders (user_id, channel_id, type, chain, amount, charge_kind,
                                   charge_rate_bps, charge_fixed, charge_cap, turnover_percent,
                                   state, expires_at, created_at)
       SELECT $1, id, type, chain, $2, 'none', 0, 0, NULL, 0, $3, $4, $5
         FROM deposit_channels WHERE id = $6
       RETURNING id`,
      [userId, amount, depositStates.waiting, now + 60_000, now, channelId],
    );
    if (!order) throw new Error('no order');
    return creditDeposit(tx, {
      orderId: BigInt(order.id),
      receivedAmount: amount,
      now,
      by: 'test',
    });
  });
  expect(credited.ok).toBe(true);
}

export const claimStep = (
  t: TTestApp,
  token: string,
  activityId: number,
  step: number | undefined,
  key = freshKey(),
) =>
  t.call('POST', '/api/Activity/Claim', {
    token,
    body: step === undefined ? { ActivityId: activityId } : { ActivityId: activityId, Step: step },
    headers: key,
  });

export const detailOf = async (t: TTestApp, token: string, activityId: number) => {
  const answer = await t.call('POST', '/api/Activity/Detail', {
    token,
    body: { ActivityId: activityId },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    Progress: {
      Steps: {
        ClaimNo: number;
        Key: string;
        Target: number | null;
        Reached: number | null;
        Done: boolean;
        Claimed: boolean;
        Prize: number | null;
      }[];
    };
  };
};
