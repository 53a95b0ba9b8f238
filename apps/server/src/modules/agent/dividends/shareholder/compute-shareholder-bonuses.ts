import {
  cashFlowTypes,
  dividendPeriodKinds,
  dividendRecordStates,
  type TDividendPeriodKind,
  type TShareholderBonusType,
} from '@lottery/contracts';
import type { TQueryable } from '../../../../db/database.ts';
import { notifyWalletChanged } from '../../../../jobs/user-events.ts';
import { post } from '../../../wallet/ledger.ts';
import { notifyPrivilegesChanged } from '../../privileges-changed.ts';
import type { TDividendDeps } from '../compute-dividends.ts';
import { lastEndedPeriod, type TDividendPeriod } from '../dividend-periods.ts';
import { readSiteLotteryProfit } from '../team-figures.ts';

/**
 * The site's profit of a game family over a period. External games have no figures on this
 * platform yet (no provider is integrated), so their profit is zero until that module reports
 * its own.
 */
async function siteProfit(
  db: TQueryable,
  family: TShareholderBonusType,
  period: TDividendPeriod,
): Promise<bigint> {
  return family === 'LOTTERY' ? readSiteLotteryProfit(db, period.firstDay, period.lastDay) : 0n;
}

interface TGrantRow {
  agent_id: number;
  game_family: TShareholderBonusType;
  rate_bp: number;
}

/**
 * One granted agent's bonus of a period, claimed and paid by the house in one transaction (the
 * record is unique per agent, family, kind and period start; see compute-dividends.ts).
 */
async function payOne(deps: TDividendDeps, grant: TGrantRow, period: TDividendPeriod) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const profit = await siteProfit(tx, grant.game_family, period);
    const amount = profit > 0n ? (profit * BigInt(grant.rate_bp)) / 10_000n : 0n;
    const [claimed] = await tx.query<{ id: string }>(
      `INSERT INTO shareholder_bonus_records (agent_id, game_family, period_kind, period_start,
                                              period_end, site_profit, rate_bp, amount, state,
                                              created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (agent_id, game_family, period_kind, period_start) DO NOTHING
       RETURNING id::text`,
      [
        grant.agent_id,
        grant.game_family,
        period.kind,
        period.start,
        period.end,
        profit,
        grant.rate_bp,
        amount,
        amount > 0n ? dividendRecordStates.paid : dividendRecordStates.noDividend,
        now,
      ],
    );
    if (!claimed) return false;
    // The Content privileges turn on with the first record.
    await notifyPrivilegesChanged(tx, [grant.agent_id], `shareholder:${claimed.id}`, now);
    if (amount === 0n) return true;
    const memo = `shareholder:${claimed.id}`;
    const posted = await post(tx, {
      kind: 'shareholder_bonus',
      reference: memo,
      at: now,
      postings: [
        { account: 'house', amount: -amount },
        {
          account: { userId: grant.agent_id, kind: 'player' },
          amount,
          cashFlowType: cashFlowTypes.shareholderBonusIn,
          memo,
        },
      ],
    });
    if (!posted.ok) throw new Error('the house account refused a shareholder bonus');
    await notifyWalletChanged(tx, grant.agent_id, posted.value.transactionId, now);
    return true;
  });
}

/** Pays every granted agent's shareholder bonus of the period of `kind` that ended last. */
export async function computeShareholderBonuses(
  deps: TDividendDeps,
  kind: TDividendPeriodKind,
  period: TDividendPeriod = lastEndedPeriod(kind, deps.clock.now()),
): Promise<number> {
  // Granted: the rule exists and the agent's setting for the family is on.
  const grants = await deps.db.query<TGrantRow>(
    `SELECT r.agent_id, r.game_family, r.rate_bp FROM shareholder_bonus_rules r
       JOIN agent_settings s ON s.agent_id = r.agent_id
      WHERE r.period_kind = $1
        AND CASE r.game_family WHEN 'LOTTERY' THEN s.has_shareholder_bonus
                               ELSE s.has_shareholder_bonus_external END
      ORDER BY r.agent_id, r.game_family`,
    [kind],
  );
  let written = 0;
  for (const grant of grants) if (await payOne(deps, grant, period)) written += 1;
  return written;
}

export async function computeEndedShareholderBonuses(deps: TDividendDeps): Promise<number> {
  return (
    (await computeShareholderBonuses(deps, dividendPeriodKinds.halfMonth)) +
    (await computeShareholderBonuses(deps, dividendPeriodKinds.month))
  );
}
