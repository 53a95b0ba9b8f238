import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { isRangeValid, lastSiteDays } from '../logic/site-dates.ts';
import { useDailyPayRecords, type TDailyPayRecordView } from '../api/contracts-api.ts';
import '../styles/agent-contracts.css';
import { payTypeKey, recordStateKey } from '../logic/label-keys.ts';

const maxDays = 31;
type TDirection = 'received' | 'paid' | 'all';

function RecordRow({ item }: { item: TDailyPayRecordView }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatAmount(amount, i18n.language);
  return (
    <li className="contract-card" data-testid="daily-pay-record">
      <div className="contract-head">
        <strong>
          {item.Date} · {t(payTypeKey(item.PayType))}
        </strong>
        <span className={`contract-state is-record-${item.State}`}>
          {t(recordStateKey(item.State))}
        </span>
      </div>
      <dl className="contract-dates">
        <div>
          <dt>{t('agentContracts.records.amount')}</dt>
          <dd className={item.Direction === 'paid' ? 'is-out' : 'is-in'}>
            {item.Direction === 'paid' ? '−' : '+'}
            {money(item.Amount)}
          </dd>
        </div>
        <div>
          <dt>{t('agentContracts.records.member')}</dt>
          <dd>{item.MemberLoginId}</dd>
        </div>
        <div>
          <dt>{t('agentContracts.records.payer')}</dt>
          <dd>{item.PaidByHouse ? t('agentContracts.records.house') : item.AgentLoginId}</dd>
        </div>
        <div>
          <dt>{t('agentContracts.records.base')}</dt>
          <dd>{money(item.BaseAmount)}</dd>
        </div>
        <div>
          <dt>{t('agentContracts.records.rate')}</dt>
          <dd>{item.Rate}%</dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * /TradeAgreementCurrency: daily pay records by site day, wages I received and wages of my
 * direct members (paid by me, or by the platform for a top-level agent's members), with states.
 */
export default function TradeAgreementCurrencyPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState(() => lastSiteDays(Date.now(), 7));
  const [direction, setDirection] = useState<TDirection>('all');
  const isValid = isRangeValid(range.from, range.to, maxDays);
  const records = useDailyPayRecords(
    { StartDate: range.from, EndDate: range.to, Direction: direction },
    isValid,
  );
  const items = records.data?.Records;
  return (
    <section className="contract-page" aria-labelledby="daily-pay-records-title">
      <h1 id="daily-pay-records-title">{t('agentContracts.records.title')}</h1>
      <div className="contract-offer-row">
        <label className="contract-field">
          <span>{t('agentContracts.records.from')}</span>
          <input
            type="date"
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
          />
        </label>
        <label className="contract-field">
          <span>{t('agentContracts.records.to')}</span>
          <input
            type="date"
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.target.value })}
          />
        </label>
        <label className="contract-field">
          <span>{t('agentContracts.records.direction')}</span>
          <select value={direction} onChange={(e) => setDirection(e.target.value as TDirection)}>
            {(['all', 'received', 'paid'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`agentContracts.records.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!isValid ? (
        <p className="form-error">{t('agentContracts.records.invalidRange')}</p>
      ) : !items ? (
        <QueryStatus
          status={records.isError ? 'error' : 'loading'}
          error={records.error}
          onRetry={() => void records.refetch()}
        />
      ) : items.length === 0 ? (
        <QueryStatus status="empty" emptyText={t('agentContracts.records.empty')} />
      ) : (
        <ul className="contract-list">
          {items.map((item) => (
            <RecordRow key={item.Id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
