import { useTranslation } from 'react-i18next';
import { betStateNames, type TBetStateName } from '../logic/bet-state.ts';
import type { TDateRange } from '../logic/site-date.ts';
import { DateRangeFilter } from './date-range-filter.tsx';
import { GameSelect } from './game-select.tsx';

export interface TBetFilters {
  gameId: number | undefined;
  state: TBetStateName | undefined;
  range: TDateRange;
}

/** Game, state and site dates of /BetRecord; every change searches again from page 1. */
export function BetRecordFilters({
  filters,
  onChange,
  nowMs,
}: {
  filters: TBetFilters;
  onChange(filters: TBetFilters): void;
  nowMs: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="records-filters">
      <GameSelect value={filters.gameId} onChange={(gameId) => onChange({ ...filters, gameId })} />
      <label className="records-field">
        <span>{t('records.filters.state')}</span>
        <select
          value={filters.state ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              state: event.target.value === '' ? undefined : (event.target.value as TBetStateName),
            })
          }
        >
          <option value="">{t('records.filters.allStates')}</option>
          {betStateNames.map((name) => (
            <option key={name} value={name}>
              {t(`records.bets.states.${name}`)}
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
