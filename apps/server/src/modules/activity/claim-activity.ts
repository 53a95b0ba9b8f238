import type { TLanguage } from '@lottery/contracts';
import { prizeDrawIndex } from '@lottery/lottery';
import type { FastifyRequest } from 'fastify';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { idempotentRequest } from '../../platform/idempotency.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TSession } from '../../platform/route.ts';
import { cashFlowTypeOf, exhaustedBelowOf } from './activity-config.ts';
import { periodOf } from './activity-period.ts';
import { readActivity, stateAt, titleIn, type TActivity } from './activity-rows.ts';
import { checkEligibility } from './check-eligibility.ts';
import { payIntoBonusWallet } from './pay-into-bonus-wallet.ts';
import { payIntoMainWallet } from './pay-into-main-wallet.ts';
import { afterClaim, planClaim } from './claim-rules.ts';
import { largestPrizeOf } from './types/prize-tables.ts';
import { periodSeed } from './period-seeds.ts';
import type { TAward } from './award-rows.ts';

/**
 * POST /api/Activity/Claim: one prize (a red packet, a spin), in one transaction with the
 * request's idempotency key:
 * 1. the activity must be running and the player eligible; the type's rules give the claim's
 *    number in the period and its prize table;
 * 2. the prize is drawn from the period's committed seed (a table of one entry is fixed);
 * 3. the claim row's unique key (activity, player, period, number) makes a concurrent second
 *    claim wait and then find it taken (ActivityAlreadyClaimed): one prize per player and period;
 * 4. the budget is taken by a conditional update under the activity's row lock, accepted only
 *    while what is left covers the largest prize of the claim's table: however many players claim
 *    at once the budget is never passed, and a drawn prize always fits (a claim is never refused
 *    for what it drew, which its fixed nonce would draw again); the row lock serialises claims of
 *    one activity, measured enough for a promotion, whose claims are spread over a day;
 * 5. the prize is posted through the ledger against the house, with the type's cash-flow line,
 *    and its turnover requirement added (source 'activity'); or, when the type's plan says so,
 *    granted into the bonus wallet with its own turnover and expiry.
 * A refusal rolls everything back. A claim the budget no longer covers leaves the activity
 * exhausted (written after the rollback, in a statement of its own) when what is left covers
 * none of its tables; while a smaller table still fits, only this claim is refused.
 */
export interface TClaimed {
  award: TAward;
  balance: bigint;
}

async function claimIn(
  tx: TQueryable,
  activity: TActivity,
  input: { userId: number; step: number | undefined; language: TLanguage; now: number },
): Promise<TResult<TClaimed>> {
  const { userId, now } = input;
  const state = stateAt(activity, now);
  if (state === 'exhausted') return fail('ActivityBudgetExhausted');
  if (state !== 'running') return fail('ActivityNotRunning');
  const period = periodOf(activity, now);
  const eligibility = await checkEligibility(tx, {
    activity,
    userId,
    period,
    language: input.language,
  });
  if (eligibility.unmet.length > 0)
    return fail('ActivityNotEligible', { reasons: eligibility.unmet.join('; ') });
  const context = {
    activity,
    userId,
    period,
    turnover: eligibility.turnover,
    deposited: eligibility.deposited,
    nowMs: now,
  };
  const plan = await planClaim(tx, context, input.step);
  if (!plan.ok) return plan;
  const { claimNo, streakDay, table, bonusWallet } = plan.value;
  const drawn =
    table.length === 1
      ? null
      : prizeDrawIndex({
          serverSeedHex: (await periodSeed(tx, activity.id, period, now)).serverSeed,
          activityId: activity.id,
          periodKey: period.key,
          userId,
          nonce: claimNo,
          weights: table.map((entry) => entry.weight),
        });
  const amount = table[drawn ?? 0]?.amount;
  if (amount === undefined) throw new Error('the drawn prize is outside its table');
  const cashFlowType = cashFlowTypeOf(activity.type);
  const turnoverRequired = bonusWallet
    ? amount * BigInt(bonusWallet.turnoverMultiple)
    : (amount * BigInt(activity.turnoverPercent)) / 100n;
  const [claim] = await tx.query<{ id: string }>(
    `INSERT INTO activity_claims (activity_id, user_id, period_key, claim_no, amount,
       cash_flow_type, streak_day, prize_index, turnover_required, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (activity_id, user_id, period_key, claim_no) DO NOTHING RETURNING id::text`,
    [
      activity.id,
      userId,
      period.key,
      claimNo,
      amount,
      cashFlowType,
      streakDay,
      drawn,
      turnoverRequired,
      now,
    ],
  );
  if (!claim) return fail('ActivityAlreadyClaimed');
  const [budgeted] = await tx.query<{ paid: bigint; budget: bigint }>(
    `UPDATE activities SET paid = paid + $2, updated_at = $3
      WHERE id = $1 AND state IN ('scheduled', 'running') AND starts_at <= $3 AND ends_at > $3
        AND paid + $4 <= budget
      RETURNING paid, budget`,
    [activity.id, amount, now, largestPrizeOf(table)],
  );
  if (!budgeted) {
    // Either the table's largest prize does not fit, or the activity changed since it was read
    // (stopped, ended, or exhausted by the claim before this one).
    const [current] = await tx.query<{ state: string; live: boolean }>(
      `SELECT state, state IN ('scheduled', 'running') AND starts_at <= $2 AND ends_at > $2 AS live
         FROM activities WHERE id = $1`,
      [activity.id, now],
    );
    const exhausted = current?.live === true || current?.state === 'exhausted';
    return fail(exhausted ? 'ActivityBudgetExhausted' : 'ActivityNotRunning');
  }
  if (BigInt(budgeted.budget) - BigInt(budgeted.paid) < exhaustedBelowOf(activity.config))
    await tx.query(`UPDATE activities SET state = 'exhausted' WHERE id = $1`, [activity.id]);
  const paid = bonusWallet
    ? await payIntoBonusWallet(tx, {
        claimId: claim.id,
        userId,
        amount,
        cashFlowType,
        ...bonusWallet,
        now,
      })
    : await payIntoMainWallet(tx, {
        claimId: claim.id,
        ledger: {
          reference: `activity:${activity.id}:${period.key}:${userId}:${claimNo}`,
          memo: `activity:${activity.id}`,
        },
        userId,
        amount,
        cashFlowType,
        turnoverRequired,
        now,
      });
  await afterClaim(tx, { ...context, claimId: claim.id });
  return succeed({
    award: {
      ClaimId: Number(claim.id),
      ActivityId: activity.id,
      ActivityType: activity.type,
      Title: titleIn(activity, input.language),
      PeriodKey: period.key,
      Amount: amount,
      CashFlowType: cashFlowType,
      StreakDay: streakDay,
      PrizeIndex: drawn,
      TurnoverRequired: turnoverRequired,
      ClaimedAt: now,
    },
    balance: paid.balance,
  });
}

export async function claimActivity(
  deps: { db: TDatabase; clock: TClock },
  input: {
    session: TSession;
    request: FastifyRequest;
    body: { ActivityId: number; Step?: number | undefined };
    language: TLanguage;
  },
): Promise<TResult<TClaimed>> {
  const activity = await readActivity(deps.db, input.body.ActivityId);
  if (!activity) return fail('ActivityNotFound');
  const result = await idempotentRequest(deps, input, 'Activity/Claim', (tx) =>
    claimIn(tx, activity, {
      userId: input.session.userId,
      step: input.body.Step,
      language: input.language,
      now: deps.clock.now(),
    }),
  );
  // This claim's table may be a larger one (a later streak day): the activity ends only when
  // what is left covers no table, as after a paid claim.
  if (!result.ok && result.error === 'ActivityBudgetExhausted')
    await deps.db.query(
      `UPDATE activities SET state = 'exhausted', updated_at = $2
        WHERE id = $1 AND state IN ('scheduled', 'running') AND budget - paid < $3`,
      [activity.id, deps.clock.now(), exhaustedBelowOf(activity.config)],
    );
  return result;
}
