import { useTranslation } from 'react-i18next';
import type { TScheduleRecord } from '../api/search-schedule-records.ts';

/**
 * How far a plan has gone: issues placed of the total (a bar and the numbers), then how many of
 * those were drawn and how many issues were released unplaced.
 */
export function ScheduleProgress({ record }: { record: TScheduleRecord }) {
  const { t } = useTranslation();
  const text = t('records.schedules.placedOf', {
    placed: record.PlacedCount,
    total: record.IssueCount,
  });
  return (
    <div className="records-progress">
      <progress value={record.PlacedCount} max={record.IssueCount} aria-label={text} />
      <span>{text}</span>
      <span className="records-sub">
        {t('records.schedules.drawnReleased', {
          drawn: record.SettledCount,
          released: record.ReleasedCount,
        })}
      </span>
    </div>
  );
}
