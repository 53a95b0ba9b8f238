import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 倍数: a number box with − and +. The draft is what the player typed; the multiple used is it
 * clamped to [1, max] (multipleOf), and the box says so when it was above the maximum.
 */
export const MultipleInput = memo(function MultipleInput({
  draft,
  onDraft,
  multiple,
  maxMultiple,
}: {
  draft: string;
  onDraft(draft: string): void;
  multiple: number;
  maxMultiple: number;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const isClamped = Number(draft) > maxMultiple && maxMultiple >= 1;
  return (
    <div className="multiple-input">
      <label htmlFor={id} className="terms-label">
        {t('bet.picker.multiple.label')}
      </label>
      <button
        type="button"
        className="step-button"
        aria-label={t('bet.picker.multiple.decrease')}
        disabled={multiple <= 1}
        onClick={() => onDraft(String(multiple - 1))}
      >
        −
      </button>
      <input
        id={id}
        className="multiple-value"
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        aria-describedby={`${id}-max`}
        onChange={(event) => onDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={() => onDraft(String(multiple))}
      />
      <button
        type="button"
        className="step-button"
        aria-label={t('bet.picker.multiple.increase')}
        disabled={multiple >= maxMultiple}
        onClick={() => onDraft(String(multiple + 1))}
      >
        +
      </button>
      <span className="muted" id={`${id}-max`}>
        {t('bet.picker.multiple.max', { max: maxMultiple.toLocaleString(i18n.language) })}
      </span>
      {isClamped && (
        <p className="form-error multiple-clamped" role="alert">
          {t('bet.picker.multiple.clamped', { max: maxMultiple.toLocaleString(i18n.language) })}
        </p>
      )}
    </div>
  );
});
