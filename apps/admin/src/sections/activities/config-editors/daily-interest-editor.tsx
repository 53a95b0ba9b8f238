import { fill } from '../../../shared/i18n/define-texts.ts';
import type { TConfigEditor, TConfigEditorProps } from './config-editor-types.ts';
import { wholeOf } from './field-error.tsx';
import { amountText, ConfigField, thousandthsOf } from './luck-editor-fields.tsx';
import { luckEditorTexts } from './luck-editor-texts.ts';

/** dailyInterest: the daily rate, the least balance earning it and the most a day. */
function DailyInterestEditor({ value, onChange, errors }: TConfigEditorProps<'dailyInterest'>) {
  const texts = luckEditorTexts.useTexts().interest;
  const minimum = thousandthsOf(value.MinBalance);
  const rate = Number.isInteger(value.RateBasisPoints) ? BigInt(value.RateBasisPoints) : null;
  const cap = thousandthsOf(value.MaxInterest);
  const interest =
    minimum !== null && rate !== null && cap !== null
      ? [(minimum * rate) / 10_000n, cap].reduce((a, b) => (a < b ? a : b))
      : null;
  return (
    <div className="config-editor">
      <fieldset className="config-group">
        <p className="form-hint">{texts.rateHint}</p>
        <ConfigField
          label={texts.rate}
          inputMode="numeric"
          value={Number.isNaN(value.RateBasisPoints) ? '' : value.RateBasisPoints}
          error={errors.RateBasisPoints}
          onChange={(text) => onChange({ ...value, RateBasisPoints: wholeOf(text) })}
        />
        <ConfigField
          label={texts.minBalance}
          value={value.MinBalance}
          error={errors.MinBalance}
          onChange={(MinBalance) => onChange({ ...value, MinBalance })}
        />
        <ConfigField
          label={texts.maxInterest}
          value={value.MaxInterest}
          error={errors.MaxInterest}
          onChange={(MaxInterest) => onChange({ ...value, MaxInterest })}
        />
        {minimum !== null && interest !== null && (
          <p className="form-hint" data-testid="interest-example">
            {fill(texts.example, { balance: amountText(minimum), interest: amountText(interest) })}
          </p>
        )}
      </fieldset>
    </div>
  );
}

export const dailyInterestEditor: TConfigEditor<'dailyInterest'> = {
  Editor: DailyInterestEditor,
  initial: () => ({ Type: 'dailyInterest', RateBasisPoints: 10, MinBalance: 100, MaxInterest: 50 }),
};
