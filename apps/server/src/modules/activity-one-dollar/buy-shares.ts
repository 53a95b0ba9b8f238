import { cashFlowTypes, type TLanguage } from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import { notifyWalletChanged } from '../../jobs/user-events.ts';
import type { TClock } from '../../platform/clock.ts';
import { idempotentRequest } from '../../platform/idempotency.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TSession } from '../../platform/route.ts';
import { periodOf } from '../activity/activity-period.ts';
import { readActivity, stateAt, type TActivity } from '../activity/activity-rows.ts';
import { checkEligibility } from '../activity/check-eligibility.ts';
import { accountKey, post } from '../wallet/ledger.ts';
import { drawRound } from './draw-round.ts';
import { configOfOneDollar, lockOpenRound, openNextRound } from './one-dollar-rounds.ts';

/**
 * POST /api/Activity/OneDollar/Buy (Idempotency-Key header): shares of the open round, in one
 * transaction with the key. The round's row lock queues buyers, so share numbers follow the
 * order of purchase with no gap and a round never sells more than its total; the price is
 * debited through the ledger (cash-flow oneDollar, against the house) and refused whole when the
 * balance is short; the purchase that sells the round out draws it (draw-round.ts). The activity
 * must be running and the player eligible, as for a claim.
 */
export interface TBought {
  activityId: number;
  roundNo: number;
  firstShare: number;
  shares: number;
  amount: bigint;
  balance: bigint;
}

/**
 * Why the activity, as committed now, sells no more, or null while it runs: an exhausted one
 * has given out its prizes (OneDollarNoRoundOpen), a stopped or ended one is not running.
 */
async function closedReason(tx: TQueryable, activityId: number, now: number) {
  const [row] = await tx.query<{ state: string; in_run: boolean }>(
    `SELECT state, starts_at <= $2 AND ends_at > $2 AS in_run FROM activities WHERE id = $1`,
    [activityId, now],
  );
  if (row?.state === 'exhausted') return 'OneDollarNoRoundOpen' as const;
  return row && ['scheduled', 'running'].includes(row.state) && row.in_run
    ? null
    : ('ActivityNotRunning' as const);
}

async function buyIn(
  tx: TQueryable,
  activity: TActivity,
  input: { userId: number; shares: number; language: TLanguage; now: number },
): Promise<TResult<TBought>> {
  const { userId, shares, now } = input;
  if (activity.type !== 'oneDollar') return fail('ActivityNotFound');
  const state = stateAt(activity, now);
  if (state === 'exhausted') return fail('OneDollarNoRoundOpen');
  if (state !== 'running') return fail('ActivityNotRunning');
  const eligibility = await checkEligibility(tx, {
    activity,
    userId,
    period: periodOf(activity, now),
    language: input.language,
  });
  if (eligibility.unmet.length > 0)
    return fail('ActivityNotEligible', { reasons: eligibility.unmet.join('; ') });
  // A buyer that waited for the lock of a round its last share drew finds none open, then the
  // next one (read in a new statement).
  let round = await lockOpenRound(tx, activity.id);
  if (!round) {
    await openNextRound(tx, activity, now);
    round = await lockOpenRound(tx, activity.id);
  }
  if (!round) return fail((await closedReason(tx, activity.id, now)) ?? 'OneDollarNoRoundOpen');
  // Read again under the round's lock: a stop committed since the activity was read is seen
  // here, or else the refund job waits for this lock and refunds this purchase too.
  const closed = await closedReason(tx, activity.id, now);
  if (closed) return fail(closed);
  const [mine] = await tx.query<{ held: number }>(
    `SELECT coalesce(sum(shares), 0)::integer AS held FROM activity_one_dollar_purchases
      WHERE activity_id = $1 AND round_no = $2 AND user_id = $3`,
    [activity.id, round.roundNo, userId],
  );
  const left = Math.min(
    round.sharesTotal - round.sharesSold,
    configOfOneDollar(activity).maxSharesPerPlayer - (mine?.held ?? 0),
  );
  if (shares > left) return fail('OneDollarSharesUnavailable', { left: Math.max(0, left) });
  const amount = round.sharePrice * BigInt(shares);
  const player = { userId, kind: 'player' } as const;
  const posted = await post(tx, {
    kind: 'one_dollar_shares',
    reference: `one-dollar:${activity.id}:${round.roundNo}:${round.sharesSold}`,
    at: now,
    postings: [
      {
        account: player,
        amount: -amount,
        cashFlowType: cashFlowTypes.oneDollar,
        memo: `oneDollar:shares:${activity.id}:${round.roundNo}`,
      },
      { account: 'house', amount },
    ],
  });
  if (!posted.ok) return posted;
  await tx.query(
    `INSERT INTO activity_one_dollar_purchases (activity_id, round_no, user_id, first_share,
       shares, amount, ledger_transaction_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      activity.id,
      round.roundNo,
      userId,
      round.sharesSold,
      shares,
      amount,
      posted.value.transactionId,
      now,
    ],
  );
  await tx.query(
    `UPDATE activity_one_dollar_rounds SET shares_sold = shares_sold + $3
      WHERE activity_id = $1 AND round_no = $2`,
    [activity.id, round.roundNo, shares],
  );
  await notifyWalletChanged(tx, userId, posted.value.transactionId, now);
  let balance = posted.value.balances.get(accountKey(player)) ?? 0n;
  if (round.sharesSold + shares === round.sharesTotal) {
    const drawn = await drawRound(tx, activity, round, now);
    if (drawn.winnerUserId === userId) balance += round.prize;
  }
  return succeed({
    activityId: activity.id,
    roundNo: round.roundNo,
    firstShare: round.sharesSold,
    shares,
    amount,
    balance,
  });
}

export async function buyShares(
  deps: { db: TDatabase; clock: TClock },
  input: {
    session: TSession;
    request: FastifyRequest;
    body: { ActivityId: number; Shares: number };
    language: TLanguage;
  },
): Promise<TResult<TBought>> {
  const activity = await readActivity(deps.db, input.body.ActivityId);
  if (!activity || activity.type !== 'oneDollar') return fail('ActivityNotFound');
  return idempotentRequest(deps, input, 'Activity/OneDollar/Buy', (tx) =>
    buyIn(tx, activity, {
      userId: input.session.userId,
      shares: input.body.Shares,
      language: input.language,
      now: deps.clock.now(),
    }),
  );
}
