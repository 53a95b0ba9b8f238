import { useTranslation } from 'react-i18next';
import type { TCashFlowRecord } from '../api/search-cash-flow-records.ts';
import { cashFlowTypeNameOf } from '../logic/cash-flow-groups.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { Money } from './money.tsx';

/** A page of statement lines: signed amounts in colour and the balance after each. */
export function CashFlowTable({ items }: { items: readonly TCashFlowRecord[] }) {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  const columns = {
    type: t('records.cashFlow.columns.type'),
    amount: t('records.cashFlow.columns.amount'),
    balance: t('records.cashFlow.columns.balance'),
    memo: t('records.cashFlow.columns.memo'),
  };
  const typeText = (code: number | null) => {
    const name = code === null ? null : cashFlowTypeNameOf(code);
    if (name) return t(`records.cashFlow.types.${name}`);
    return code === null
      ? t('records.cashFlow.otherType')
      : t('records.cashFlow.typeCode', { code });
  };
  return (
    <div className="records-table-wrap">
      <table className="records-table">
        <thead>
          <tr>
            <th scope="col">{t('records.cashFlow.columns.time')}</th>
            <th scope="col">{columns.type}</th>
            <th scope="col" className="is-number">
              {columns.amount}
            </th>
            <th scope="col" className="is-number">
              {columns.balance}
            </th>
            <th scope="col">{columns.memo}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((line) => (
            <tr key={line.Id}>
              <th scope="row">{siteTime.dateTime(line.CreatedAt)}</th>
              <td data-label={columns.type}>{typeText(line.Type)}</td>
              <td data-label={columns.amount} className="is-number">
                <Money amount={line.Amount} isSigned />
              </td>
              <td data-label={columns.balance} className="is-number">
                <Money amount={line.BalanceAfter} />
              </td>
              <td data-label={columns.memo} className="records-memo">
                {line.Memo ?? '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
