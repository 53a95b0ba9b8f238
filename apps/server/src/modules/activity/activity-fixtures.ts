import { cashFlowTypes } from '@lottery/contracts';
import { expect } from 'vitest';
import type { TTestApp } from '../../test-support/test-app.ts';
import { post } from '../wallet/ledger.ts';

/** Shared set-up of the activity integration tests. */

let keyCounter = 0;
/** A fresh Idempotency-Key header (16+ printable characters). */
export const freshKey = () => {
  keyCounter += 1;
  return { 'idempotency-key': `activity-test-${process.pid}-${keyCounter}` };
};

const dayMs = 86_400_000;

/** A draft saved through the console's route, then scheduled; returns its id. */
export async function runningActivity(
  t: TTestApp,
  adminToken: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const saved = await t.call('POST', '/api/Admin/Activities/Save', {
    token: adminToken,
    body: { ...signInDraft(t.clock.now()), ...overrides },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const id = (saved.json() as { ActivityId: number }).ActivityId;
  const scheduled = await t.call('POST', '/api/Admin/Activities/Schedule', {
    token: adminToken,
    body: { ActivityId: id },
  });
  expect(scheduled.statusCode, scheduled.body).toBe(200);
  return id;
}

export const signInDraft = (now: number) => ({
  Type: 'dailySignInRedPack',
  TitleEn: 'Sign in',
  TitleZh: '签到',
  RulesEn: 'Sign in daily.',
  RulesZh: '每日签到。',
  PeriodKind: 'daily',
  StartsAt: now - 1000,
  EndsAt: now + 30 * dayMs,
  Eligibility: {},
  Budget: 10_000,
  TurnoverPercent: 200,
  Config: {
    Type: 'dailySignInRedPack',
    StreakPrizes: [
      [{ Amount: 1, Weight: 1 }],
      [{ Amount: 2, Weight: 1 }],
      [{ Amount: 3.5, Weight: 1 }],
    ],
  },
});

export const rouletteDraft = (now: number) => ({
  ...signInDraft(now),
  Type: 'roulette',
  TitleEn: 'Roulette',
  TitleZh: '转盘',
  TurnoverPercent: 0,
  Config: {
    Type: 'roulette',
    Prizes: [
      { Amount: 1, Weight: 50 },
      { Amount: 5, Weight: 30 },
      { Amount: 20, Weight: 15 },
      { Amount: 100, Weight: 5 },
    ],
    SpinTurnovers: [0, 100],
  },
});

/** A player and a session token, without the password round trip. */
export async function player(t: TTestApp, options: { parentId?: number } = {}) {
  const { userId, loginId } = await t.createAccount(options);
  const { token } = await t.openExtraSession(userId);
  return { userId, loginId, token };
}

/** A wallet line of `units` of this cash-flow type from the house (a deposit, a bet's debit). */
export async function walletLine(
  t: TTestApp,
  userId: number,
  units: number,
  kind: 'deposit' | 'bet',
) {
  const amount = BigInt(units) * 1000n;
  // A bet spends what the player has: fund it first.
  if (kind === 'bet') await t.fund(userId, amount);
  const signed = kind === 'bet' ? -amount : amount;
  const posted = await t.db.transaction((tx) =>
    post(tx, {
      kind: `test_${kind}`,
      at: t.clock.now(),
      postings: [
        { account: { userId, kind: 'player' }, amount: signed, cashFlowType: cashFlowTypes[kind] },
        { account: 'house', amount: -signed },
      ],
    }),
  );
  expect(posted.ok).toBe(true);
}

/** The wallet line of a bet of `units` (what the activity counts as turnover). */
export const betLine = (t: TTestApp, userId: number, units: number) =>
  walletLine(t, userId, units, 'bet');

export const claim = (t: TTestApp, token: string, activityId: number, key = freshKey()) =>
  t.call('POST', '/api/Activity/Claim', { token, body: { ActivityId: activityId }, headers: key });

/** The error code of a refusal. */
export const codeOf = (response: { json(): unknown }) => (response.json() as { Code: number }).Code;

/** A claim's draw proof as POST /api/Activity/DrawProof answers it once the seed is revealed. */
export interface TDrawProofWire {
  ServerSeed: string;
  Commitment: string;
  PeriodKey: string;
  Nonce: number;
  Weights: number[];
  DrawnIndex: number;
  Verified: boolean;
}

/** What verifyPrizeDraw checks, read from the proof of a draw of `userId` in `activityId`. */
export const drawOfProof = (proof: TDrawProofWire, activityId: number, userId: number) => ({
  serverSeedHex: proof.ServerSeed,
  commitment: proof.Commitment,
  activityId,
  periodKey: proof.PeriodKey,
  userId,
  nonce: proof.Nonce,
  weights: proof.Weights,
  drawnIndex: proof.DrawnIndex,
});
