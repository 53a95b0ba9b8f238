import type { LightMyRequestResponse } from 'fastify';
import type { TTestApp } from '../../test-support/test-app.ts';
import { freshKey, signInDraft } from './activity-fixtures.ts';

/** Drafts and calls of the dailyInterest, lucky7Slot and oneDollar tests. */

/** 0.5% a day on at least 100, at most 20 a day. */
export const interestDraft = (now: number) => ({
  ...signInDraft(now),
  Type: 'dailyInterest',
  TitleEn: 'Daily interest',
  TitleZh: '每日利息',
  TurnoverPercent: 0,
  Config: { Type: 'dailyInterest', RateBasisPoints: 50, MinBalance: 100, MaxInterest: 20 },
});

/** A free spin and a spin at a deposit of 50. */
export const slotDraft = (now: number) => ({
  ...signInDraft(now),
  Type: 'lucky7Slot',
  TitleEn: 'Lucky 7',
  TitleZh: '幸运7',
  TurnoverPercent: 0,
  Config: {
    Type: 'lucky7Slot',
    Prizes: [
      { Amount: 1, Weight: 60 },
      { Amount: 5, Weight: 30 },
      { Amount: 77, Weight: 10 },
    ],
    SpinTurnovers: [0],
    SpinDeposits: [50],
  },
});

/** Rounds of 5 shares at 1 for a prize of 4; budget for two rounds. */
export const oneDollarDraft = (now: number, overrides: Record<string, unknown> = {}) => ({
  ...signInDraft(now),
  Type: 'oneDollar',
  TitleEn: 'One-dollar treasure',
  TitleZh: '一元夺宝',
  PeriodKind: 'once',
  Budget: 8,
  TurnoverPercent: 100,
  Config: {
    Type: 'oneDollar',
    SharePrice: 1,
    SharesPerRound: 5,
    Prize: 4,
    MaxSharesPerPlayer: 5,
    ...overrides,
  },
});

export const buy = (
  t: TTestApp,
  token: string,
  activityId: number,
  shares: number,
  key = freshKey(),
) =>
  t.call('POST', '/api/Activity/OneDollar/Buy', {
    token,
    body: { ActivityId: activityId, Shares: shares },
    headers: key,
  });

export const codeOf = (response: LightMyRequestResponse) =>
  (response.json() as { Code?: number }).Code;

/** The player's statement lines of one cash-flow type, oldest first. */
export async function linesOf(t: TTestApp, userId: number, cashFlowType: number) {
  const rows = await t.db.query<{ amount: bigint; memo: string | null }>(
    `SELECT e.amount, e.memo FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.user_id = $1 AND a.kind = 'player' AND e.cash_flow_type = $2 ORDER BY e.id`,
    [userId, cashFlowType],
  );
  return rows.map((row) => ({ amount: BigInt(row.amount), memo: row.memo }));
}
