import { useId } from 'react';
import type { TFieldErrors } from '../../../shared/forms/check-contract.ts';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { ListEnd } from './list-end.tsx';
import { luckEditorTexts } from './luck-editor-texts.ts';

/** One labelled field of a configuration (an amount as decimal text, or a whole number). */
export function ConfigField({
  label,
  value,
  error,
  inputMode = 'decimal',
  onChange,
}: {
  label: string;
  value: number | string;
  error: string | undefined;
  inputMode?: 'decimal' | 'numeric';
  onChange(text: string): void;
}) {
  const id = useId();
  return (
    <div className="config-row">
      <label htmlFor={id}>{label}</label>{' '}
      <input
        id={id}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={String(value)}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className="form-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** Thousandths of a typed amount, or null while it is not one (for the editors' examples). */
export function thousandthsOf(value: number | string): bigint | null {
  const text = String(value).trim();
  if (!/^\d+(\.\d{1,3})?$/.test(text)) return null;
  const [units = '0', decimals = ''] = text.split('.');
  return BigInt(units) * 1000n + BigInt(decimals.padEnd(3, '0'));
}

/** Thousandths as the console writes amounts: 12.500, -3.000. */
export function amountText(thousandths: bigint): string {
  const sign = thousandths < 0n ? '-' : '';
  const size = thousandths < 0n ? -thousandths : thousandths;
  return `${sign}${size / 1000n}.${String(size % 1000n).padStart(3, '0')}`;
}

/** A list of amounts (turnover or deposit thresholds), each one spin of the slot. */
export function ThresholdList({
  legend,
  hint,
  values,
  errors,
  minimum,
  onChange,
}: {
  legend: string;
  hint: string;
  values: readonly (number | string)[];
  /** Below this list: '0'. */
  errors: TFieldErrors;
  minimum: number;
  onChange(next: (number | string)[]): void;
}) {
  const texts = luckEditorTexts.useTexts().slot;
  return (
    <fieldset className="config-group">
      <legend>{legend}</legend>
      <p className="form-hint">{hint}</p>
      {values.map((value, index) => (
        <div key={index} className="config-row">
          <ConfigField
            label={fill(texts.threshold, { n: index + 1 })}
            value={value}
            error={errors[String(index)]}
            onChange={(text) => onChange(values.map((old, at) => (at === index ? text : old)))}
          />
          <button
            type="button"
            className="button-link"
            disabled={values.length <= minimum}
            onClick={() => onChange(values.filter((_, at) => at !== index))}
          >
            {fill(texts.remove, { n: index + 1 })}
          </button>
        </div>
      ))}
      <ListEnd
        error={errors['']}
        addLabel={texts.add}
        isFull={values.length >= 10}
        onAdd={() => onChange([...values, ''])}
      />
    </fieldset>
  );
}
