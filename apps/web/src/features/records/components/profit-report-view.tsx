import type { TProfitReportResponse } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import type { TDateRange } from '../logic/site-date.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { ProfitChart } from './profit-chart.tsx';
import { ProfitTable } from './profit-table.tsx';

/** A loaded report: the totals, the chart of profit per day, then the figures by day and game. */
export function ProfitReportView({
  report,
  range,
}: {
  report: TProfitReportResponse;
  range: TDateRange;
}) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="records-summary">
        {(['Turnover', 'Prize', 'Rebate', 'Profit'] as const).map((name) => (
          <div key={name}>
            <dt>{t(`records.profit.columns.${name}`)}</dt>
            <dd>
              <Money amount={report.Total[name]} isSigned={name === 'Profit'} />
            </dd>
          </div>
        ))}
      </dl>
      <ProfitChart
        days={report.Days}
        range={range}
        title={t('records.profit.chartTitle', { from: range.from, to: range.to })}
      />
      <ProfitTable
        caption={t('records.profit.byDay')}
        labelColumn={t('records.profit.columns.date')}
        rows={report.Days.map((day) => ({ key: day.Date, label: day.Date, figures: day }))}
        total={report.Total}
      />
      <ProfitTable
        caption={t('records.profit.byGame')}
        labelColumn={t('records.profit.columns.game')}
        rows={report.Games.map((game) => ({
          key: String(game.GameId),
          label: game.GameName,
          figures: game,
        }))}
        total={report.Total}
      />
    </>
  );
}
