import { maxReportDays } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { cashFlowGroups } from '../logic/cash-flow-groups.ts';
import type { TDateRange } from '../logic/site-date.ts';
import { DateRangeFilter } from './date-range-filter.tsx';

export interface TCashFlowFilters {
  /** '' all, `group:<name>` a group, or a type code (logic/cash-flow-groups.ts). */
  type: string;
  range: TDateRange;
}

/** Type (a whole group or one type) and site dates, at most 92 days as the server allows. */
export function CashFlowFilters({
  filters,
  onChange,
  nowMs,
}: {
  filters: TCashFlowFilters;
  onChange(filters: TCashFlowFilters): void;
  nowMs: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-rows">
      <FormRow label={t('records.filters.type')}>
        <select
          value={filters.type}
          onChange={(event) => onChange({ ...filters, type: event.target.value })}
        >
          <option value="">{t('records.filters.allTypes')}</option>
          {cashFlowGroups.map((group) => (
            <optgroup key={group.name} label={t(`records.cashFlow.groups.${group.name}`)}>
              <option value={`group:${group.name}`}>
                {t('records.cashFlow.wholeGroup', {
                  group: t(`records.cashFlow.groups.${group.name}`),
                })}
              </option>
              {group.types.map((type) => (
                <option key={type.code} value={String(type.code)}>
                  {t(`records.cashFlow.types.${type.name}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </FormRow>
      <DateRangeFilter
        range={filters.range}
        onChange={(range) => onChange({ ...filters, range })}
        nowMs={nowMs}
        maxDays={maxReportDays}
      />
    </div>
  );
}
