import type { TScheduleState } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import type { TDateRange } from '../logic/site-date.ts';
import { DateRangeFilter } from './date-range-filter.tsx';
import { GameSelect } from './game-select.tsx';
import { StateSelect } from './state-select.tsx';

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
    <div className="form-rows">
      <GameSelect
        value={filters.gameId}
        isInstantIncluded={false}
        onChange={(gameId) => onChange({ ...filters, gameId })}
      />
      <StateSelect
        value={filters.state}
        states={scheduleStates}
        labelOf={(state) => t(`records.schedules.states.${state}`)}
        onChange={(state) => onChange({ ...filters, state })}
      />
      <DateRangeFilter
        range={filters.range}
        onChange={(range) => onChange({ ...filters, range })}
        nowMs={nowMs}
      />
    </div>
  );
}
