import { useTranslation } from 'react-i18next';
import type { TProfitFigures } from '../api/get-profit-report.ts';
import { Money } from './money.tsx';

export interface TProfitRow {
  key: string;
  label: string;
  figures: TProfitFigures;
}

const figureNames = ['Turnover', 'Prize', 'Rebate', 'Profit'] as const;

/** Figures per day or per game with the report's total as the footer row. */
export function ProfitTable({
  caption,
  labelColumn,
  rows,
  total,
}: {
  caption: string;
  labelColumn: string;
  rows: readonly TProfitRow[];
  total: TProfitFigures;
}) {
  const { t } = useTranslation();
  const columns = figureNames.map((name) => ({ name, title: t(`records.profit.columns.${name}`) }));
  const cells = (figures: TProfitFigures) =>
    columns.map((column) => (
      <td key={column.name} data-label={column.title} className="is-number">
        <Money amount={figures[column.name]} isSigned={column.name === 'Profit'} />
      </td>
    ));
  return (
    <div className="records-table-wrap">
      <table className="records-table">
        <caption className="records-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelColumn}</th>
            {columns.map((column) => (
              <th key={column.name} scope="col" className="is-number">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {cells(row.figures)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="records-total">
            <th scope="row">{t('records.profit.total')}</th>
            {cells(total)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
