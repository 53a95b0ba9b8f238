import { maxScheduleIssues, maxScheduleMultiple } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { factorRange } from './plan-problems.ts';
import type { TScheduleForm } from './schedule-form.ts';

interface TMultiplePlanFieldsProps {
  form: TScheduleForm;
  onChange(patch: Partial<TScheduleForm>): void;
}

/** Flat (the same multiple every issue) or doubling (× factor every N issues) multiples. */
export function MultiplePlanFields({ form, onChange }: TMultiplePlanFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="schedule-group">
      <legend>{t('cart.schedule.multiples')}</legend>
      <div className="schedule-switch">
        <label>
          <input
            type="radio"
            name="schedule-multiples"
            checked={!form.isDoubling}
            onChange={() => onChange({ isDoubling: false })}
          />
          {t('cart.schedule.flat')}
        </label>
        <label>
          <input
            type="radio"
            name="schedule-multiples"
            checked={form.isDoubling}
            onChange={() => onChange({ isDoubling: true })}
          />
          {t('cart.schedule.doubling')}
        </label>
      </div>
      <div className="schedule-fields">
        <label className="schedule-field">
          {t('cart.schedule.startMultiple')}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={maxScheduleMultiple}
            value={form.startText}
            onChange={(event) => onChange({ startText: event.target.value })}
          />
        </label>
        {form.isDoubling && (
          <>
            <label className="schedule-field">
              {t('cart.schedule.factor')}
              <input
                type="number"
                inputMode="numeric"
                min={factorRange.min}
                max={factorRange.max}
                value={form.factorText}
                onChange={(event) => onChange({ factorText: event.target.value })}
              />
            </label>
            <label className="schedule-field">
              {t('cart.schedule.every')}
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={maxScheduleIssues}
                value={form.everyText}
                onChange={(event) => onChange({ everyText: event.target.value })}
              />
            </label>
          </>
        )}
      </div>
    </fieldset>
  );
}
