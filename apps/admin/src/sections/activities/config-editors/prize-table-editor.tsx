import type { TFieldErrors } from '../../../shared/forms/check-contract.ts';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { configEditorTexts } from './config-editor-texts.ts';
import { errorsBelow } from './config-editor-types.ts';
import { prizeChances } from './prize-chances.ts';

export interface TPrizeDraft {
  Amount: number | string;
  Weight: number;
}

/** A new prize row: empty amount, weight 1. */
export const newPrize = (): TPrizeDraft => ({ Amount: '', Weight: 1 });

/**
 * A weight as typed: a number, or NaN while the field is empty (the contract names it; a kept
 * draft brings it back as null, shown empty too).
 */
const weightOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * A weighted prize table, shared by the editors whose prizes are drawn (sign-in days, wheel):
 * amount and weight per row, with the chance each weight gives in percent beside it.
 */
export function PrizeTableEditor({
  label,
  prizes,
  onChange,
  errors,
}: {
  label: string;
  prizes: readonly TPrizeDraft[];
  onChange(next: TPrizeDraft[]): void;
  /** Below this table: '0.Amount'. */
  errors: TFieldErrors;
}) {
  const texts = configEditorTexts.useTexts().prizes;
  const chances = prizeChances(prizes.map((prize) => prize.Weight));
  const change = (index: number, patch: Partial<TPrizeDraft>) =>
    onChange(prizes.map((prize, at) => (at === index ? { ...prize, ...patch } : prize)));
  const rowErrors = (index: number) =>
    [errors[`${index}.Amount`], errors[`${index}.Weight`], errors[`${index}`]].filter(Boolean);

  return (
    <div className="prize-table">
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{texts.amount}</th>
            <th scope="col">{texts.weight}</th>
            <th scope="col">{texts.chance}</th>
            <th scope="col">
              <span className="visually-hidden">{texts.remove}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((prize, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>
                <input
                  inputMode="decimal"
                  aria-label={fill(texts.amountLabel, { n: index + 1 })}
                  aria-invalid={errors[`${index}.Amount`] ? true : undefined}
                  value={String(prize.Amount)}
                  onChange={(event) => change(index, { Amount: event.target.value })}
                />
              </td>
              <td>
                <input
                  type="number"
                  min={1}
                  step={1}
                  aria-label={fill(texts.weightLabel, { n: index + 1 })}
                  aria-invalid={errors[`${index}.Weight`] ? true : undefined}
                  value={Number.isFinite(prize.Weight) ? String(prize.Weight) : ''}
                  onChange={(event) => change(index, { Weight: weightOf(event.target.value) })}
                />
              </td>
              <td>{chances[index] ?? '—'}</td>
              <td>
                <button
                  type="button"
                  className="button-link"
                  aria-label={fill(texts.removeLabel, { n: index + 1 })}
                  disabled={prizes.length <= 1}
                  onClick={() => onChange(prizes.filter((_, at) => at !== index))}
                >
                  {texts.remove}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {prizes.map((_, index) =>
        rowErrors(index).map((message) => (
          <p key={`${index}-${message}`} className="form-error" role="alert">
            {index + 1}: {message}
          </p>
        )),
      )}
      {errors[''] && (
        <p className="form-error" role="alert">
          {errors['']}
        </p>
      )}
      <p className="form-hint">{texts.hint}</p>
      <button type="button" onClick={() => onChange([...prizes, newPrize()])}>
        {texts.add}
      </button>
    </div>
  );
}

/**
 * A configuration's own Prizes field as a group of its form: the table under a legend that names
 * it, the errors taken from below 'Prizes' (the wheel, the slot and the rain draw from one table).
 */
export function PrizesGroup<TConfig extends { Prizes: TPrizeDraft[] }>({
  legend,
  config,
  errors,
  onChange,
}: {
  legend: string;
  config: TConfig;
  /** The configuration's errors: 'Prizes.0.Amount'. */
  errors: TFieldErrors;
  onChange(next: TConfig): void;
}) {
  return (
    <fieldset className="config-group">
      <legend>{legend}</legend>
      <PrizeTableEditor
        label={legend}
        prizes={config.Prizes}
        errors={errorsBelow('Prizes', errors)}
        onChange={(Prizes) => onChange({ ...config, Prizes })}
      />
    </fieldset>
  );
}
