import type { TDividendRecordView } from '@lottery/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { agentDividendsZhCN } from '../../../shared/i18n/locales/sections/agent-dividends.zh-CN.ts';
import { dividendStateName } from '../logic/state-names.ts';
import { Money } from './money.tsx';

/**
 * Dividend records: the period, whom (the member on /DividendManagement, the payer on
 * /ProportionalDividend), the team's figures, rate, amount, state and the actions the caller may
 * take on each. A card per record on a phone.
 */
export function DividendTable({
  items,
  who,
  actions,
}: {
  items: readonly TDividendRecordView[];
  who: 'member' | 'payer';
  actions(record: TDividendRecordView): ReactNode;
}) {
  const { t } = useTranslation();
  const c = (key: keyof typeof agentDividendsZhCN.columns) => t(`agentDividends.columns.${key}`);
  return (
    <div className="div-table-wrap">
      <table className="div-table">
        <thead>
          <tr>
            <th scope="col">{c('period')}</th>
            <th scope="col">{c(who)}</th>
            <th scope="col" className="is-number">
              {c('turnover')}
            </th>
            <th scope="col" className="is-number">
              {c('teamLoss')}
            </th>
            <th scope="col" className="is-number">
              {c('rate')}
            </th>
            <th scope="col" className="is-number">
              {c('amount')}
            </th>
            <th scope="col">{c('state')}</th>
            <th scope="col">{c('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((record) => (
            <tr key={record.Id}>
              <th scope="row">
                {record.PeriodStart} ~ {record.PeriodEnd}
              </th>
              <td data-label={c(who)}>
                {who === 'member' ? record.LoginId : (record.PayerLoginId ?? c('house'))}
              </td>
              <td data-label={c('turnover')} className="is-number">
                <Money amount={record.Turnover} />
              </td>
              <td data-label={c('teamLoss')} className="is-number">
                <Money amount={record.TeamLoss} />
              </td>
              <td data-label={c('rate')} className="is-number">
                {record.RatePercent}%
              </td>
              <td data-label={c('amount')} className="is-number">
                <Money amount={record.Amount} />
              </td>
              <td data-label={c('state')}>
                <span className={`div-state is-${record.State}`}>
                  {t(`agentDividends.states.${dividendStateName(record.State)}`)}
                </span>
              </td>
              <td data-label={c('actions')}>
                <div className="div-actions">{actions(record)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
