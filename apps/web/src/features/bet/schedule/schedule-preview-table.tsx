import { useTranslation } from 'react-i18next';
import { formatThousandths } from '../cart/cart-amounts.ts';
import type { TPreviewRow } from './schedule-plan.ts';

interface TSchedulePreviewTableProps {
  rows: readonly TPreviewRow[];
  totalThousandths: bigint;
}

/** Issue by issue: its multiple, what it costs, and the running total held. */
export function SchedulePreviewTable({ rows, totalThousandths }: TSchedulePreviewTableProps) {
  const { t, i18n } = useTranslation();
  const money = (thousandths: bigint) => formatThousandths(thousandths, i18n.language);
  return (
    <section className="schedule-preview" aria-label={t('cart.schedule.previewTitle')}>
      <h3>{t('cart.schedule.previewTitle')}</h3>
      <div className="schedule-preview-scroll" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('cart.schedule.previewIssue')}</th>
              <th scope="col">{t('cart.schedule.previewMultiple')}</th>
              <th scope="col">{t('cart.schedule.previewCost')}</th>
              <th scope="col">{t('cart.schedule.previewRunning')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.index}>
                <th scope="row">
                  {row.issueSerial ?? t('cart.schedule.issueNumber', { index: row.index + 1 })}
                </th>
                <td>{row.multiple.toString()}</td>
                <td>{money(row.costThousandths)}</td>
                <td>{money(row.runningThousandths)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="schedule-total">
        {t('cart.schedule.total', { count: rows.length, amount: money(totalThousandths) })}
      </p>
    </section>
  );
}
