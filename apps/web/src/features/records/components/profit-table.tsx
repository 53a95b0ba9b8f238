import { useTranslation } from 'react-i18next';
import type { TProfitFigures } from '../api/get-profit-report.ts';
import { CardTable } from '../../../shared/ui/card-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';

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
  return (
    <CardTable
      caption={caption}
      rowHeader={{ title: labelColumn, cell: (row) => row.label }}
      columns={figureNames.map((name) => ({
        key: name,
        title: t(`records.profit.columns.${name}`),
        isNumber: true,
        cell: (row: TProfitRow) => (
          <Money amount={row.figures[name]} isSigned={name === 'Profit'} />
        ),
      }))}
      rows={rows}
      rowKey={(row) => row.key}
      footer={{ key: 'total', label: t('records.profit.total'), figures: total }}
    />
  );
}
