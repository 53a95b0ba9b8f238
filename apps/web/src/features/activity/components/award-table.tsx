import { cashFlowTypes, type TCashFlowTypeName } from '@lottery/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { CardTable } from '../../../shared/ui/card-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import type { TActivityAwardView } from '../api/activity-api.ts';
import { DrawVerifyPanel } from '../shared/draw-verify-panel.tsx';

const cashFlowNameOf = (code: number) =>
  (Object.keys(cashFlowTypes) as TCashFlowTypeName[]).find(
    (name) => cashFlowTypes[name] === code,
  ) ?? null;

/**
 * A page of my awards: site time, activity, the statement type the prize was paid as, amount,
 * turnover required, and for a drawn prize its proof (opened below the table, one at a time).
 */
export function AwardTable({ items }: { items: readonly TActivityAwardView[] }) {
  const { t, i18n } = useTranslation();
  const time = useSiteTime();
  const [proofOf, setProofOf] = useState<number | null>(null);
  const typeText = (code: number) => {
    const name = cashFlowNameOf(code);
    return name ? t(`records.cashFlow.types.${name}`) : t('records.cashFlow.typeCode', { code });
  };
  return (
    <>
      <CardTable
        rowHeader={{
          title: t('activity.awards.columns.time'),
          cell: (award) => time.dateTime(award.ClaimedAt),
        }}
        columns={[
          {
            key: 'activity',
            title: t('activity.awards.columns.activity'),
            cell: (award) => award.Title,
          },
          {
            key: 'type',
            title: t('activity.awards.columns.type'),
            cell: (award) => typeText(award.CashFlowType),
          },
          {
            key: 'amount',
            title: t('activity.awards.columns.amount'),
            isNumber: true,
            cell: (award) => <Money amount={award.Amount} isSigned />,
          },
          {
            key: 'turnover',
            title: t('activity.awards.columns.turnover'),
            isNumber: true,
            cell: (award) => formatAmount(award.TurnoverRequired, i18n.language),
          },
          {
            key: 'proof',
            title: t('activity.awards.columns.proof'),
            cell: (award) =>
              award.PrizeIndex === null ? (
                <span className="muted">{t('activity.awards.noDraw')}</span>
              ) : (
                <button
                  type="button"
                  className="button is-small"
                  aria-expanded={proofOf === award.ClaimId}
                  onClick={() => setProofOf(proofOf === award.ClaimId ? null : award.ClaimId)}
                >
                  {proofOf === award.ClaimId
                    ? t('activity.verify.close')
                    : t('activity.verify.open')}
                </button>
              ),
          },
        ]}
        rows={items}
        rowKey={(award) => award.ClaimId}
      />
      {proofOf !== null && items.some((award) => award.ClaimId === proofOf) && (
        <DrawVerifyPanel claimId={proofOf} />
      )}
    </>
  );
}
