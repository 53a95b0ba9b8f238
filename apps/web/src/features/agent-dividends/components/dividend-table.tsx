import type { TDividendRecordView } from '@lottery/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { agentDividendsZhCN } from '../../../shared/i18n/locales/sections/agent-dividends.zh-CN.ts';
import { CardTable } from '../../../shared/ui/card-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { dividendStateName } from '../logic/state-names.ts';

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
    <CardTable
      rowHeader={{
        title: c('period'),
        cell: (record) => `${record.PeriodStart} ~ ${record.PeriodEnd}`,
      }}
      columns={[
        {
          key: 'who',
          title: c(who),
          cell: (record) =>
            who === 'member' ? record.LoginId : (record.PayerLoginId ?? c('house')),
        },
        {
          key: 'turnover',
          title: c('turnover'),
          isNumber: true,
          cell: (record) => <Money amount={record.Turnover} />,
        },
        {
          key: 'teamLoss',
          title: c('teamLoss'),
          isNumber: true,
          cell: (record) => <Money amount={record.TeamLoss} />,
        },
        {
          key: 'rate',
          title: c('rate'),
          isNumber: true,
          cell: (record) => `${record.RatePercent}%`,
        },
        {
          key: 'amount',
          title: c('amount'),
          isNumber: true,
          cell: (record) => <Money amount={record.Amount} />,
        },
        {
          key: 'state',
          title: c('state'),
          cell: (record) => (
            <span className={`div-state is-${record.State}`}>
              {t(`agentDividends.states.${dividendStateName(record.State)}`)}
            </span>
          ),
        },
        { key: 'actions', title: c('actions'), isActions: true, cell: actions },
      ]}
      rows={items}
      rowKey={(record) => record.Id}
    />
  );
}
