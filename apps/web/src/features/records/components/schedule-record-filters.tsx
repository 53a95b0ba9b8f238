import type { TScheduleState } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import type { TDateRange } from '../logic/site-date.ts';
import { DateRangeFilter } from './date-range-filter.tsx';
import { GameSelect } from './game-select.tsx';

export interface TScheduleFilters {
  gameId: number | undefined;
  state: TScheduleState | undefined;
  range: TDateRange;
}

const scheduleStates: readonly TScheduleState[] = ['running', 'finished', 'stopped'];

/** Game, plan state and site dates of /ScheduleRecord; every change searches from page 1. */
export function ScheduleRecordFilters({
  filters,
  onChange,
  nowMs,
}: {
  filters: TScheduleFilters;
  onChange(filters: TScheduleFilters): void;
  nowMs: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="records-filters">
      <GameSelect
        value={filters.gameId}
        isInstantIncluded={false}
        onChange={(gameId) => onChange({ ...filters, gameId })}
      />
      <label className="records-field">
        <span>{t('records.filters.state')}</span>
        <select
          value={filters.state ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              state: event.target.value === '' ? undefined : (event.target.value as TScheduleState),
            })
          }
        >
          <option value="">{t('records.filters.allStates')}</option>
          {scheduleStates.map((state) => (
            <option key={state} value={state}>
              {t(`records.schedules.states.${state}`)}
            </option>
          ))}
        </select>
      </label>
      <DateRangeFilter
        range={filters.range}
        onChange={(range) => onChange({ ...filters, range })}
        nowMs={nowMs}
      />
    </div>
  );
}
