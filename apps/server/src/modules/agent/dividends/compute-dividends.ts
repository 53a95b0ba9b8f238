import { dividendPeriodKinds, dividendRecordStates } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { lastEndedPeriod, type TDividendPeriod } from './dividend-periods.ts';
import { listDividendPlans, type TDividendPlan } from './dividend-plans.ts';
import { dividendFor } from './dividend-tiers.ts';
import { payDividend } from './pay-dividend.ts';
import { readTeamFigures } from './team-figures.ts';

export interface TDividendDeps {
  db: TDatabase;
  clock: TClock;
}

/**
 * One agent's record of one period, in one transaction: the record row is claimed first (unique
 * per agent, kind and period start), so an instance that finds it claimed (another instance's
 * run, or a run before a crash that committed) does nothing, and a crash before the commit leaves
 * nothing behind for the rerun to skip. The payment is in the same transaction: a record exists
 * exactly when it was paid, refused for a short wallet, or found to be zero.
 */
async function computeOne(
  deps: TDividendDeps,
  plan: TDividendPlan,
  period: TDividendPeriod,
): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const figures = await readTeamFigures(tx, plan.agentId, period.firstDay, period.lastDay);
    const { rateBp, amount } = dividendFor(plan.tiers, figures);
    const state = amount === 0n ? dividendRecordStates.noDividend : dividendRecordStates.waiting;
    const [claimed] = await tx.query<{ id: string }>(
      `INSERT INTO dividend_records (agent_id, payer_id, period_kind, period_start, period_end,
                                     turnover, team_loss, rate_bp, amount, state, created_at,
                                     updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
       ON CONFLICT (agent_id, period_kind, period_start) DO NOTHING
       RETURNING id::text`,
      [
        plan.agentId,
        plan.payerId,
        period.kind,
        period.start,
        period.end,
        figures.turnover,
        figures.teamLoss,
        rateBp,
        amount,
        state,
        now,
      ],
    );
    if (!claimed) return false;
    if (amount === 0n) return true;
    const record = { id: claimed.id, agentId: plan.agentId, payerId: plan.payerId, amount };
    const paid = await payDividend(tx, record, dividendRecordStates.paid, now);
    if (!paid.ok)
      await tx.query(`UPDATE dividend_records SET state = $2 WHERE id = $1`, [
        claimed.id,
        dividendRecordStates.walletNotEnough,
      ]);
    return true;
  });
}

/** Computes (and pays) every agent's record of `period`; answers how many this run wrote. */
export async function computePeriodDividends(
  deps: TDividendDeps,
  period: TDividendPeriod,
): Promise<number> {
  let written = 0;
  for (const plan of await listDividendPlans(deps.db, period.kind))
    if (await computeOne(deps, plan, period)) written += 1;
  return written;
}

/** The job's tick: the last ended half-month and month periods (each agent's own kind). */
export async function computeEndedDividends(deps: TDividendDeps): Promise<number> {
  const now = deps.clock.now();
  let written = 0;
  for (const kind of [dividendPeriodKinds.halfMonth, dividendPeriodKinds.month])
    written += await computePeriodDividends(deps, lastEndedPeriod(kind, now));
  return written;
}
