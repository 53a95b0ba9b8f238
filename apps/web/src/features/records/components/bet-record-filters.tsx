import { useTranslation } from 'react-i18next';
import { betStateNames, type TBetStateName } from '../logic/bet-state.ts';
import type { TDateRange } from '../logic/site-date.ts';
import { DateRangeFilter } from './date-range-filter.tsx';
import { GameSelect } from './game-select.tsx';
import { StateSelect } from './state-select.tsx';

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
    <div className="form-rows">
      <GameSelect value={filters.gameId} onChange={(gameId) => onChange({ ...filters, gameId })} />
      <StateSelect
        value={filters.state}
        states={betStateNames}
        labelOf={(name) => t(`records.bets.states.${name}`)}
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
