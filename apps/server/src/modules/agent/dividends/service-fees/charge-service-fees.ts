import {
  cashFlowTypes,
  dailyPayRecordStates,
  dividendPeriodKinds,
  type TDividendPeriodKind,
} from '@lottery/contracts';
import { notifyWalletChanged } from '../../../../jobs/user-events.ts';
import { post } from '../../../wallet/ledger.ts';
import type { TDividendDeps } from '../compute-dividends.ts';
import { lastEndedPeriod, type TDividendPeriod } from '../dividend-periods.ts';

interface TAgreementRow {
  member_id: number;
  agent_id: number;
  amount: string;
}

/**
 * One member agent's fee of a period, claimed and charged in one transaction (unique per member,
 * kind and period start, as dividends are): paid, or "not enough money" when its wallet is short.
 * An agreement whose member has since moved under another agent is not charged.
 */
async function chargeOne(deps: TDividendDeps, row: TAgreementRow, period: TDividendPeriod) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx.query<{ id: string }>(
      `INSERT INTO service_fee_records (member_id, agent_id, period_kind, period_start, period_end,
                                        amount, state, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (member_id, period_kind, period_start) DO NOTHING
       RETURNING id::text`,
      [
        row.member_id,
        row.agent_id,
        period.kind,
        period.start,
        period.end,
        row.amount,
        dailyPayRecordStates.paid,
        now,
      ],
    );
    if (!claimed) return false;
    const memo = `service_fee:${claimed.id}`;
    const amount = BigInt(row.amount);
    const posted = await post(tx, {
      kind: 'service_fee',
      reference: memo,
      at: now,
      postings: [
        {
          account: { userId: row.member_id, kind: 'player' },
          amount: -amount,
          cashFlowType: cashFlowTypes.serviceFeeOut,
          memo,
        },
        {
          account: { userId: row.agent_id, kind: 'player' },
          amount,
          cashFlowType: cashFlowTypes.serviceFeeIn,
          memo,
        },
      ],
    });
    if (!posted.ok) {
      await tx.query(`UPDATE service_fee_records SET state = $2 WHERE id = $1`, [
        claimed.id,
        dailyPayRecordStates.notEnoughMoney,
      ]);
      return true;
    }
    await notifyWalletChanged(tx, row.member_id, posted.value.transactionId, now);
    await notifyWalletChanged(tx, row.agent_id, posted.value.transactionId, now);
    return true;
  });
}

export async function chargeServiceFees(
  deps: TDividendDeps,
  kind: TDividendPeriodKind,
  period: TDividendPeriod = lastEndedPeriod(kind, deps.clock.now()),
): Promise<number> {
  const agreements = await deps.db.query<TAgreementRow>(
    `SELECT a.member_id, a.agent_id, a.amount::text FROM service_fee_agreements a
       JOIN users u ON u.id = a.member_id AND u.parent_id = a.agent_id
      WHERE a.period_kind = $1 ORDER BY a.member_id`,
    [kind],
  );
  let written = 0;
  for (const row of agreements) if (await chargeOne(deps, row, period)) written += 1;
  return written;
}

export async function computeEndedServiceFees(deps: TDividendDeps): Promise<number> {
  return (
    (await chargeServiceFees(deps, dividendPeriodKinds.halfMonth)) +
    (await chargeServiceFees(deps, dividendPeriodKinds.month))
  );
}
