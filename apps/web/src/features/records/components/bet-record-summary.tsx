import { useTranslation } from 'react-i18next';
import type { TBetRecordPage } from '../api/search-bet-records.ts';
import { Money } from '../../../shared/ui/money.tsx';

/** Count, stakes and prizes of every ticket the filters match (not only this page). */
export function BetRecordSummary({ page }: { page: TBetRecordPage }) {
  const { t } = useTranslation();
  return (
    <dl className="records-summary">
      <div>
        <dt>{t('records.bets.summary.count')}</dt>
        <dd>{page.TotalCount}</dd>
      </div>
      <div>
        <dt>{t('records.bets.summary.amount')}</dt>
        <dd>
          <Money amount={page.TotalAmount} />
        </dd>
      </div>
      <div>
        <dt>{t('records.bets.summary.prize')}</dt>
        <dd>
          <Money amount={page.TotalPrize} />
        </dd>
      </div>
    </dl>
  );
}
