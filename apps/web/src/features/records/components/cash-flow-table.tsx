import { useTranslation } from 'react-i18next';
import type { TCashFlowRecord } from '../api/search-cash-flow-records.ts';
import { cashFlowTypeNameOf } from '../logic/cash-flow-groups.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { CardTable } from '../../../shared/ui/card-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';

/** A page of statement lines: signed amounts in colour and the balance after each. */
export function CashFlowTable({ items }: { items: readonly TCashFlowRecord[] }) {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  const typeText = (code: number | null) => {
    const name = code === null ? null : cashFlowTypeNameOf(code);
    if (name) return t(`records.cashFlow.types.${name}`);
    return code === null
      ? t('records.cashFlow.otherType')
      : t('records.cashFlow.typeCode', { code });
  };
  return (
    <CardTable
      rowHeader={{
        title: t('records.cashFlow.columns.time'),
        cell: (line) => siteTime.dateTime(line.CreatedAt),
      }}
      columns={[
        {
          key: 'type',
          title: t('records.cashFlow.columns.type'),
          cell: (line) => typeText(line.Type),
        },
        {
          key: 'amount',
          title: t('records.cashFlow.columns.amount'),
          isNumber: true,
          cell: (line) => <Money amount={line.Amount} isSigned />,
        },
        {
          key: 'balance',
          title: t('records.cashFlow.columns.balance'),
          isNumber: true,
          cell: (line) => <Money amount={line.BalanceAfter} />,
        },
        {
          key: 'memo',
          title: t('records.cashFlow.columns.memo'),
          className: 'records-memo',
          cell: (line) => line.Memo ?? '–',
        },
      ]}
      rows={items}
      rowKey={(line) => line.Id}
    />
  );
}
