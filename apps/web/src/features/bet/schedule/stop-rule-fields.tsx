import { useTranslation } from 'react-i18next';
import type { TScheduleForm } from './schedule-form.ts';

interface TStopRuleFieldsProps {
  form: TScheduleForm;
  onChange(patch: Partial<TScheduleForm>): void;
}

/** When the plan stops by itself: on a win, on a loss, once the profit reaches an amount. */
export function StopRuleFields({ form, onChange }: TStopRuleFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="schedule-group">
      <legend>{t('cart.schedule.stops')}</legend>
      <label className="schedule-check">
        <input
          type="checkbox"
          checked={form.stopIfWin}
          onChange={(event) => onChange({ stopIfWin: event.target.checked })}
        />
        {t('cart.schedule.stopIfWin')}
      </label>
      <label className="schedule-check">
        <input
          type="checkbox"
          checked={form.stopIfLoss}
          onChange={(event) => onChange({ stopIfLoss: event.target.checked })}
        />
        {t('cart.schedule.stopIfLoss')}
      </label>
      <label className="schedule-check">
        <input
          type="checkbox"
          checked={form.isProfitStop}
          onChange={(event) => onChange({ isProfitStop: event.target.checked })}
        />
        {t('cart.schedule.stopAtProfit')}
      </label>
      {form.isProfitStop && (
        <label className="schedule-field">
          {t('cart.schedule.profitAmount')}
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={form.profitText}
            onChange={(event) => onChange({ profitText: event.target.value })}
          />
        </label>
      )}
    </fieldset>
  );
}
