import { cashFlowTypes, dailyPayRecordStates, dailyPayTypes } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import { notifyWalletChanged } from '../../../jobs/user-events.ts';
import { periodicJob } from '../../../jobs/periodic-job.ts';
import type { TClock } from '../../../platform/clock.ts';
import { dayMs, siteOffsetMs } from '../../../platform/site-date-range.ts';
import { post } from '../../wallet/ledger.ts';

/**
 * The daily pay job (issue #21). For an ended site day it writes one record per member, type and
 * day (the member's rate times its whole team's figure of the day in report_player_days: turnover,
 * or loss for earn pay), then pays each waiting record from its agent's wallet (the house for a
 * top-level agent's members), one transaction per record that locks it, posts the ledger
 * transaction (reference unique) and sets its state. A second run, a concurrent instance or a
 * rerun after a crash finds the day computed and only pays records still waiting: each is paid
 * once. Card game, video slot and sport have no figures on this platform (report_player_days
 * holds the lottery), so their records are "amount zero".
 */

/** How long after the day ends its records wait before payment: the back office may cancel. */
export const payAfterMs = 3_600_000;

const catchUpDays = 7;

export const siteDayOf = (ms: number) => Math.floor((ms + siteOffsetMs) / dayMs);
export const dayEndMs = (day: number) => (day + 1) * dayMs - siteOffsetMs;

// Types paid on turnover; earn pay on loss; the rest have no figures here.
const turnoverTypes = [dailyPayTypes.betPay, dailyPayTypes.lottery, dailyPayTypes.dailyReward];

/** Writes the day's records once (the daily_pay_runs row is the claim); answers how many. */
export async function computeDailyPay(db: TDatabase, day: number, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query(
      `INSERT INTO daily_pay_runs (day, computed_at, records) VALUES ($1, $2, 0)
       ON CONFLICT (day) DO NOTHING RETURNING day`,
      [day, now],
    );
    if (!claimed) return 0;
    const written = await tx.query<{ id: bigint }>(
      `WITH paid_members AS (
         SELECT DISTINCT member_id FROM daily_pay_rates WHERE rate_bp > 0
       ), figures AS (
         SELECT t.ancestor_id AS member_id, sum(d.turnover) AS turnover,
                greatest(sum(d.turnover - d.prize - d.rebate), 0) AS loss
           FROM paid_members p
           JOIN account_tree t ON t.ancestor_id = p.member_id
           JOIN report_player_days d ON d.user_id = t.descendant_id AND d.day = $1
          GROUP BY t.ancestor_id
       ), priced AS (
         SELECT r.member_id, r.pay_type, r.agent_id, r.rate_bp,
                CASE WHEN a.parent_id IS NULL THEN NULL ELSE r.agent_id END AS payer_id,
                CASE WHEN r.pay_type = ANY($3::smallint[]) THEN coalesce(f.turnover, 0)
                     WHEN r.pay_type = $4 THEN coalesce(f.loss, 0)
                     ELSE 0 END AS base
           FROM daily_pay_rates r
           JOIN users m ON m.id = r.member_id AND m.parent_id = r.agent_id
           JOIN users a ON a.id = r.agent_id
           LEFT JOIN figures f ON f.member_id = r.member_id
          WHERE r.rate_bp > 0
       )
       INSERT INTO daily_pay_records (day, member_id, pay_type, agent_id, payer_id, rate_bp,
                                      base_amount, amount, state, created_at)
       SELECT $1, member_id, pay_type, agent_id, payer_id, rate_bp, base, base * rate_bp / 10000,
              CASE WHEN base * rate_bp / 10000 = 0 THEN $5::smallint ELSE $6::smallint END, $2
         FROM priced
       ON CONFLICT (member_id, pay_type, day) DO NOTHING
       RETURNING id`,
      [
        day,
        now,
        turnoverTypes,
        dailyPayTypes.earnPay,
        dailyPayRecordStates.amountZero,
        dailyPayRecordStates.waiting,
      ],
    );
    await tx.query(`UPDATE daily_pay_runs SET records = $2 WHERE day = $1`, [day, written.length]);
    return written.length;
  });
}

export interface TPayOutcome {
  paid: number;
  notEnoughMoney: number;
}

/** Pays every waiting record of the day, each in its own transaction (see the header). */
export async function payDailyPay(db: TDatabase, day: number, clock: TClock): Promise<TPayOutcome> {
  const waiting = await db.query<{ id: bigint }>(
    `SELECT id FROM daily_pay_records WHERE day = $1 AND state = $2 ORDER BY id`,
    [day, dailyPayRecordStates.waiting],
  );
  const outcome: TPayOutcome = { paid: 0, notEnoughMoney: 0 };
  for (const { id } of waiting) {
    const state = await payRecord(db, id, clock.now());
    if (state === dailyPayRecordStates.paid) outcome.paid += 1;
    if (state === dailyPayRecordStates.notEnoughMoney) outcome.notEnoughMoney += 1;
  }
  return outcome;
}

async function payRecord(db: TDatabase, id: bigint, now: number) {
  return db.transaction(async (tx) => {
    const [record] = await tx.query<{
      member_id: number;
      payer_id: number | null;
      amount: bigint;
      state: number;
    }>(
      `SELECT member_id, payer_id, amount, state FROM daily_pay_records WHERE id = $1 FOR UPDATE`,
      [id],
    );
    // Another run paid or the back office cancelled it since the list was read.
    if (!record || record.state !== dailyPayRecordStates.waiting) return undefined;
    const posted = await post(tx, {
      kind: 'daily_pay',
      reference: `daily-pay:${id}`,
      at: now,
      postings: [
        record.payer_id === null
          ? { account: 'house', amount: -record.amount }
          : {
              account: { userId: record.payer_id, kind: 'player' },
              amount: -record.amount,
              cashFlowType: cashFlowTypes.dailyPayOut,
            },
        {
          account: { userId: record.member_id, kind: 'player' },
          amount: record.amount,
          cashFlowType: cashFlowTypes.dailyPayIn,
        },
      ],
    });
    const state = posted.ok ? dailyPayRecordStates.paid : dailyPayRecordStates.notEnoughMoney;
    if (!posted.ok && posted.error !== 'InsufficientFunds')
      throw new Error(`daily pay ${id}: ${posted.error}`);
    await tx.query(`UPDATE daily_pay_records SET state = $2, decided_at = $3 WHERE id = $1`, [
      id,
      state,
      now,
    ]);
    if (posted.ok)
      for (const userId of [record.member_id, record.payer_id])
        if (userId !== null) await notifyWalletChanged(tx, userId, posted.value.transactionId, now);
    return state;
  });
}

/** Computes and pays an ended day now, whatever the pay delay (back office "run", tests). */
export async function runDailyPayDay(db: TDatabase, clock: TClock, day: number) {
  const computed = await computeDailyPay(db, day, clock.now());
  return { computed, ...(await payDailyPay(db, day, clock)) };
}

/**
 * Each tick: computes the ended site days not yet done (the last one, and those missed), and pays the waiting records of
 * the days whose delay (payAfterMs) has passed. Any instance may tick.
 */
export function createDailyPayJob(deps: {
  db: TDatabase;
  clock: TClock;
  logger?: { error(details: object, message: string): void };
}) {
  return periodicJob(
    async () => {
      const now = deps.clock.now();
      const lastEnded = siteDayOf(now) - 1;
      const [last] = await deps.db.query<{ day: number | null }>(
        `SELECT max(day) AS day FROM daily_pay_runs`,
      );
      // Days missed while no instance ran are caught up, a week at most.
      const from = Math.max((last?.day ?? lastEnded - 1) + 1, lastEnded - catchUpDays + 1);
      for (let day = from; day <= lastEnded; day += 1) await computeDailyPay(deps.db, day, now);
      const due = await deps.db.query<{ day: number }>(
        `SELECT DISTINCT day FROM daily_pay_records WHERE state = $1 AND day <= $2 ORDER BY day`,
        [dailyPayRecordStates.waiting, siteDayOf(now - payAfterMs) - 1],
      );
      for (const { day } of due) await payDailyPay(deps.db, day, deps.clock);
    },
    (error) => deps.logger?.error({ err: error }, 'the daily pay job failed'),
  );
}
