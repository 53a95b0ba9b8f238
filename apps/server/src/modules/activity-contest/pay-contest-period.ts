import type { TDatabase, TQueryable } from '../../db/database.ts';
import { exhaustedBelowOf } from '../activity/activity-config.ts';
import type { TActivityPeriod } from '../activity/activity-period.ts';
import { readActivity, type TActivity } from '../activity/activity-rows.ts';
import { checkEligibility } from '../activity/check-eligibility.ts';
import { payIntoMainWallet } from '../activity/pay-into-main-wallet.ts';
import { lionKingContestRules } from '../activity/types/lion-king-contest.ts';

/**
 * Pays one ended period of a contest, exactly once: one transaction whose first write is the
 * period's payout row (migration 0048), so a second run, on another instance or after a crash,
 * waits on its key and then finds the period paid, and a crash before the commit leaves nothing
 * paid. Then, in ranking order, each eligible player (the activity's conditions, checked over
 * the period) takes the next place: a claim row (claim number 0: one prize per player and
 * period), the budget taken by the conditional update under the activity's row lock, the prize
 * posted against the house with the contest's cash-flow line, its turnover requirement, and a
 * winner row. From the first place the remaining budget does not cover, the places are recorded
 * unpaid, and the activity is marked exhausted once the budget left is below its smallest prize.
 * Answers the number of places paid, or null when the period was paid already.
 */
interface TStandingRow {
  user_id: number;
  turnover: bigint;
}

/** How many more standings than places are read, for the ineligible players skipped. */
const reserve = 50;

async function eligibleStandings(
  tx: TQueryable,
  activity: TActivity,
  period: TActivityPeriod,
  places: number,
) {
  const rows = await tx.query<TStandingRow>(
    `SELECT user_id, turnover FROM activity_contest_totals
      WHERE activity_id = $1 AND period_key = $2 AND turnover > 0
      ORDER BY turnover DESC, reached_at, user_id LIMIT $3`,
    [activity.id, period.key, places + reserve],
  );
  const eligible: TStandingRow[] = [];
  for (const row of rows) {
    if (eligible.length === places) break;
    const check = await checkEligibility(tx, {
      activity,
      userId: row.user_id,
      period,
      language: 'en',
    });
    if (check.unmet.length === 0) eligible.push(row);
  }
  return eligible;
}

async function payPlace(
  tx: TQueryable,
  activity: TActivity,
  place: {
    period: TActivityPeriod;
    rank: number;
    row: TStandingRow;
    amount: bigint;
    now: number;
    budgetLeft: boolean;
  },
): Promise<boolean> {
  const { period, rank, row, amount, now } = place;
  const userId = row.user_id;
  const [budgeted] = place.budgetLeft
    ? await tx.query<{ paid: bigint; budget: bigint }>(
        `UPDATE activities SET paid = paid + $2, updated_at = $3
          WHERE id = $1 AND paid + $2 <= budget RETURNING paid, budget`,
        [activity.id, amount, now],
      )
    : [];
  let claimId: string | null = null;
  if (budgeted) {
    const cashFlowType = lionKingContestRules.cashFlowType;
    const turnoverRequired = (amount * BigInt(activity.turnoverPercent)) / 100n;
    const [claim] = await tx.query<{ id: string }>(
      `INSERT INTO activity_claims (activity_id, user_id, period_key, claim_no, amount,
         cash_flow_type, turnover_required, created_at)
       VALUES ($1, $2, $3, 0, $4, $5, $6, $7) RETURNING id::text`,
      [activity.id, userId, period.key, amount, cashFlowType, turnoverRequired, now],
    );
    if (!claim) throw new Error('the contest claim row was not written');
    claimId = claim.id;
    await payIntoMainWallet(tx, {
      claimId: claim.id,
      ledger: {
        reference: `activity:${activity.id}:${period.key}:${userId}:0`,
        memo: `activity:${activity.id}:rank:${rank}`,
      },
      userId,
      amount,
      cashFlowType,
      turnoverRequired,
      now,
    });
  }
  await tx.query(
    `INSERT INTO activity_contest_winners
       (activity_id, period_key, rank, user_id, turnover, amount, claim_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [activity.id, period.key, rank, userId, row.turnover, amount, claimId],
  );
  return budgeted !== undefined;
}

export async function payContestPeriod(
  db: TDatabase,
  input: { activityId: number; period: TActivityPeriod; now: number },
): Promise<number | null> {
  const { activityId, period, now } = input;
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query(
      `INSERT INTO activity_contest_payouts (activity_id, period_key, period_ends_at, paid_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING period_key`,
      [activityId, period.key, period.endsAt, now],
    );
    if (!claimed) return null;
    // The row lock: budget updates of this activity wait for this payout, and its state is read
    // as it stands.
    await tx.query(`SELECT 1 FROM activities WHERE id = $1 FOR UPDATE`, [activityId]);
    const activity = await readActivity(tx, activityId);
    if (activity?.config.type !== 'lionKingContest') return 0;
    if (activity.storedState !== 'scheduled' && activity.storedState !== 'running') return 0;
    const prizes = activity.config.rankPrizes;
    const standings = await eligibleStandings(tx, activity, period, prizes.length);
    // Places are paid in order: once one does not fit, none below it is paid (a lower place
    // never takes what a higher one missed).
    let paid = 0;
    let budgetLeft = true;
    for (const [index, row] of standings.entries()) {
      const amount = prizes[index];
      if (amount === undefined) break;
      const place = { period, rank: index + 1, row, amount, now, budgetLeft };
      budgetLeft = await payPlace(tx, activity, place);
      if (budgetLeft) paid += 1;
    }
    const [left] = await tx.query<{ left: bigint }>(
      `SELECT budget - paid AS left FROM activities WHERE id = $1`,
      [activityId],
    );
    if (left && BigInt(left.left) < exhaustedBelowOf(activity.config))
      await tx.query(`UPDATE activities SET state = 'exhausted', updated_at = $2 WHERE id = $1`, [
        activityId,
        now,
      ]);
    return paid;
  });
}
