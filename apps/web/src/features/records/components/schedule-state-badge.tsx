import { useTranslation } from 'react-i18next';
import type { TScheduleRecord } from '../api/search-schedule-records.ts';

/** Running, finished or stopped, and for a stopped plan what stopped it (a win, the player…). */
export function ScheduleStateBadge({ record }: { record: TScheduleRecord }) {
  const { t } = useTranslation();
  return (
    <span className={`records-badge is-${record.State}`}>
      {t(`records.schedules.states.${record.State}`)}
      {record.StopReason && ` · ${t(`records.schedules.stopReasons.${record.StopReason}`)}`}
    </span>
  );
}
