import { maxReportDays, withdrawStates } from '@lottery/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../shared/api/http-client.ts';
import { askConfirm, showWarning } from '../../../shared/dialogs/dialogs-store.ts';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { pageCountOf, Pager } from '../../../shared/ui/pager.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import {
  useCancelWithdrawal,
  useWithdrawRecords,
  type TWithdrawalView,
} from '../api/withdraw-api.ts';
import { isRangeValid, lastSiteDays } from '../logic/site-dates.ts';
import { stateKey, typeKey } from '../logic/label-keys.ts';
import '../styles/withdraw.css';

const pageSize = 20;
const filtersKey = 'withdraw-record-filters';
const presets = [
  { id: 'today', days: 1 },
  { id: 'week', days: 7 },
  { id: 'month', days: 30 },
] as const;

interface TFilters {
  from: string;
  to: string;
  state: string;
  type: string;
}

/** The filters survive a reload (sessionStorage), defaulting to the last 7 site days. */
function initialFilters(): TFilters {
  try {
    const stored = JSON.parse(sessionStorage.getItem(filtersKey) ?? 'null') as TFilters | null;
    if (stored && typeof stored.from === 'string') return stored;
  } catch {
    // A damaged entry is no entry.
  }
  return { ...lastSiteDays(Date.now(), 7), state: '', type: '' };
}

function RecordCard({ item }: { item: TWithdrawalView }) {
  const { t, i18n } = useTranslation();
  const time = useSiteTime();
  const cancel = useCancelWithdrawal();
  const money = (amount: number) => formatAmount(amount, i18n.language);
  const ask = async () => {
    if (!(await askConfirm(t('withdraw.record.cancelAsk')))) return;
    cancel.mutate(item.Id, {
      onError: (error) =>
        void showWarning(
          (error instanceof ApiError && error.body?.Message) || t('common.loadError'),
        ),
    });
  };
  return (
    <li className="withdraw-record">
      <div className="withdraw-record-head">
        <strong>{money(item.Amount)}</strong>
        <span className={`withdraw-state is-${item.State}`}>{t(stateKey(item.State))}</span>
      </div>
      <dl>
        <div>
          <dt>{t('withdraw.record.orderNo')}</dt>
          <dd>{item.OrderNo}</dd>
        </div>
        <div>
          <dt>{t('withdraw.record.account')}</dt>
          <dd>
            {t(typeKey(item.Type))} · {item.Provider} {item.MaskedNumber}
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.record.fee')}</dt>
          <dd>{money(item.Fee)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.record.createdAt')}</dt>
          <dd>{time.dateTimeWithZone(item.CreatedAt)}</dd>
        </div>
        {item.DecidedAt !== null && (
          <div>
            <dt>{t('withdraw.record.decidedAt')}</dt>
            <dd>{time.dateTimeWithZone(item.DecidedAt)}</dd>
          </div>
        )}
        {item.Reason && (
          <div>
            <dt>{t('withdraw.record.reason')}</dt>
            <dd>{item.Reason}</dd>
          </div>
        )}
      </dl>
      {item.State === withdrawStates.waiting && (
        <button
          type="button"
          className="button"
          disabled={cancel.isPending}
          onClick={() => void ask()}
        >
          {t('withdraw.record.cancel')}
        </button>
      )}
    </li>
  );
}

/** /WithdrawRecord: the player's withdrawals by site dates, state and method, newest first. */
export default function WithdrawRecordPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(1);
  const change = (next: Partial<TFilters>) => {
    const merged = { ...filters, ...next };
    sessionStorage.setItem(filtersKey, JSON.stringify(merged));
    setFilters(merged);
    setPage(1);
  };
  const isValid = isRangeValid(filters.from, filters.to, maxReportDays);
  const records = useWithdrawRecords(
    {
      StartDate: filters.from,
      EndDate: filters.to,
      ...(filters.state !== '' ? { State: Number(filters.state) } : {}),
      ...(filters.type !== '' ? { Type: Number(filters.type) } : {}),
      PageIndex: page,
      PageSize: pageSize,
    },
    isValid,
  );
  const data = records.data;

  return (
    <section className="withdraw-page" aria-labelledby="withdraw-record-title">
      <h1 id="withdraw-record-title">{t('withdraw.record.title')}</h1>
      <div className="withdraw-filters">
        <div className="withdraw-presets">
          {presets.map((preset) => (
            <button
              key={preset.id}
              type="button"
              className="button"
              onClick={() => change(lastSiteDays(Date.now(), preset.days))}
            >
              {t(`withdraw.record.${preset.id}`)}
            </button>
          ))}
        </div>
        <FormRow label={t('withdraw.record.from')}>
          <input
            type="date"
            value={filters.from}
            onChange={(e) => change({ from: e.target.value })}
          />
        </FormRow>
        <FormRow label={t('withdraw.record.to')}>
          <input type="date" value={filters.to} onChange={(e) => change({ to: e.target.value })} />
        </FormRow>
        <FormRow label={t('withdraw.record.state')}>
          <select value={filters.state} onChange={(e) => change({ state: e.target.value })}>
            <option value="">{t('withdraw.record.allStates')}</option>
            {[0, 1, 2, 6, 8].map((state) => (
              <option key={state} value={String(state)}>
                {t(stateKey(state))}
              </option>
            ))}
          </select>
        </FormRow>
        <FormRow label={t('withdraw.record.type')}>
          <select value={filters.type} onChange={(e) => change({ type: e.target.value })}>
            <option value="">{t('withdraw.record.allTypes')}</option>
            {[1, 2, 3].map((type) => (
              <option key={type} value={String(type)}>
                {t(typeKey(type))}
              </option>
            ))}
          </select>
        </FormRow>
      </div>
      {!isValid && <p className="form-error">{t('withdraw.record.invalidRange')}</p>}
      {isValid &&
        (!data ? (
          <QueryStatus
            status={records.isError ? 'error' : 'loading'}
            error={records.error}
            onRetry={() => void records.refetch()}
          />
        ) : data.Items.length === 0 ? (
          <QueryStatus status="empty" emptyText={t('withdraw.record.empty')} />
        ) : (
          <>
            <ul className="withdraw-records" aria-busy={records.isPlaceholderData}>
              {data.Items.map((item) => (
                <RecordCard key={item.Id} item={item} />
              ))}
            </ul>
            <Pager page={page} pages={pageCountOf(data.TotalCount, pageSize)} onPage={setPage} />
          </>
        ))}
      <Link to={paths.withdrawRequest.getHref()}>{t('withdraw.request.title')}</Link>
    </section>
  );
}
