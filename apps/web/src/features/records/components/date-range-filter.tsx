import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { lastDays, rangeProblemOf, type TDateRange } from '../logic/site-date.ts';

const dayMs = 86_400_000;

/** One-tap ranges: `days` site dates ending `back` days before today. */
const presets = [
  { id: 'today', days: 1, back: 0 },
  { id: 'yesterday', days: 1, back: 1 },
  { id: 'week', days: 7, back: 0 },
  { id: 'month', days: 30, back: 0 },
] as const;

/**
 * Two site dates (UTC+8, as the server filters), with one-tap ranges for phones, where a date
 * picker takes several taps. A range the server would refuse is said at once under the inputs;
 * the page does not search until it is fixed.
 */
export function DateRangeFilter({
  range,
  onChange,
  nowMs,
  maxDays,
}: {
  range: TDateRange;
  onChange(range: TDateRange): void;
  nowMs: number;
  maxDays?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const problem = rangeProblemOf(range, maxDays);
  const problemId = `${id}-problem`;
  return (
    <fieldset className="records-dates">
      <legend className="visually-hidden">{t('records.filters.dates')}</legend>
      <div className="records-presets">
        {presets.map((preset) => {
          const shown = lastDays(nowMs - preset.back * dayMs, preset.days);
          const isCurrent = shown.from === range.from && shown.to === range.to;
          return (
            <button
              key={preset.id}
              type="button"
              className={isCurrent ? 'records-chip is-current' : 'records-chip'}
              aria-pressed={isCurrent}
              onClick={() => onChange(shown)}
            >
              {t(`records.filters.presets.${preset.id}`)}
            </button>
          );
        })}
      </div>
      <FormRow label={t('records.filters.from')}>
        <input
          type="date"
          value={range.from}
          max={range.to || undefined}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => onChange({ ...range, from: event.target.value })}
        />
      </FormRow>
      <FormRow label={t('records.filters.to')}>
        <input
          type="date"
          value={range.to}
          min={range.from || undefined}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => onChange({ ...range, to: event.target.value })}
        />
      </FormRow>
      {problem && (
        <p id={problemId} className="form-error records-problem" role="alert">
          {t(`records.filters.problems.${problem}`, { days: maxDays })}
        </p>
      )}
    </fieldset>
  );
}
