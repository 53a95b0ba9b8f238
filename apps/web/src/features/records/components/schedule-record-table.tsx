import { useTranslation } from 'react-i18next';
import type { TScheduleRecord } from '../api/search-schedule-records.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { Money } from './money.tsx';
import { ScheduleProgress } from './schedule-progress.tsx';
import { ScheduleStateBadge } from './schedule-state-badge.tsx';

/** A page of chained bets: a table from 768 px, cards on a phone (as BetRecordTable). */
export function ScheduleRecordTable({
  items,
  stoppingId,
  onDetails,
  onStop,
}: {
  items: readonly TScheduleRecord[];
  stoppingId: number | null;
  onDetails(record: TScheduleRecord): void;
  onStop(record: TScheduleRecord): void;
}) {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  const columns = {
    game: t('records.schedules.columns.game'),
    progress: t('records.schedules.columns.progress'),
    spent: t('records.schedules.columns.spent'),
    prize: t('records.schedules.columns.prize'),
    state: t('records.schedules.columns.state'),
  };
  return (
    <div className="records-table-wrap">
      <table className="records-table">
        <thead>
          <tr>
            <th scope="col">{t('records.schedules.columns.plan')}</th>
            <th scope="col">{columns.game}</th>
            <th scope="col">{columns.progress}</th>
            <th scope="col" className="is-number">
              {columns.spent}
            </th>
            <th scope="col" className="is-number">
              {columns.prize}
            </th>
            <th scope="col">{columns.state}</th>
            <th scope="col">
              <span className="visually-hidden">{t('records.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((record) => (
            <tr key={record.ScheduleId}>
              <th scope="row">
                {t('records.schedules.planNumber', { id: record.ScheduleId })}
                <span className="records-sub">{siteTime.dateTime(record.CreatedAt)}</span>
              </th>
              <td data-label={columns.game}>
                {record.GameName}
                <span className="records-sub">{record.BetTypeName}</span>
              </td>
              <td data-label={columns.progress}>
                <ScheduleProgress record={record} />
              </td>
              <td data-label={columns.spent} className="is-number">
                <Money amount={record.StakeSpent} />
                <span className="records-sub">
                  {t('records.schedules.ofHeld')} <Money amount={record.TotalAmount} />
                </span>
              </td>
              <td data-label={columns.prize} className="is-number">
                <Money amount={record.Prize} />
              </td>
              <td data-label={columns.state}>
                <ScheduleStateBadge record={record} />
              </td>
              <td className="records-row-actions">
                <button
                  type="button"
                  className="button"
                  aria-haspopup="dialog"
                  aria-label={t('records.schedules.detailsOf', { id: record.ScheduleId })}
                  onClick={() => onDetails(record)}
                >
                  {t('records.details')}
                </button>
                {record.State === 'running' && (
                  <button
                    type="button"
                    className="button"
                    disabled={stoppingId === record.ScheduleId}
                    aria-label={t('records.schedules.stopOf', { id: record.ScheduleId })}
                    onClick={() => onStop(record)}
                  >
                    {t('records.schedules.stop')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
