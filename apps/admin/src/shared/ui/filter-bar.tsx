import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { uiTexts } from './ui-texts.ts';

export type TFilterField<TName extends string> = {
  name: TName;
  label: ReactNode;
} & (
  | { kind: 'text'; placeholder?: string }
  | { kind: 'select'; options: { value: string; label: ReactNode }[] }
  /** A site wall-clock time (`YYYY-MM-DDTHH:mm`): the screen converts it with site-time.ts. */
  | { kind: 'datetime' }
);

export interface TFilterBarProps<TName extends string> {
  fields: TFilterField<TName>[];
  /** The filters in force (useUrlFilters().values). */
  values: Record<TName, string>;
  /** Search pressed (or Enter): the screen writes these to the address (useUrlFilters().apply). */
  onApply(values: Record<TName, string>): void;
}

/**
 * A row of filter fields over a table. What is typed stays a draft until Search (or Enter), so a
 * half-typed name does not fire a query per key; the applied values live in the address.
 */
export function FilterBar<TName extends string>({
  fields,
  values,
  onApply,
}: TFilterBarProps<TName>) {
  const texts = uiTexts.useTexts();
  const id = useId();
  const [draft, setDraft] = useState(values);
  // Back, Forward or a link changes the filters in force: the fields follow.
  useEffect(() => setDraft(values), [values]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  function reset() {
    const cleared = Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<
      TName,
      string
    >;
    setDraft(cleared);
    onApply(cleared);
  }
  const set = (name: TName, value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));

  return (
    <form className="filter-bar" role="search" aria-label={texts.filters} onSubmit={submit}>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        return (
          <div key={field.name} className="filter-field">
            <label htmlFor={fieldId}>{field.label}</label>
            {field.kind === 'select' ? (
              <select
                id={fieldId}
                value={draft[field.name]}
                onChange={(event) => set(field.name, event.target.value)}
              >
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fieldId}
                type={field.kind === 'datetime' ? 'datetime-local' : 'text'}
                value={draft[field.name]}
                {...(field.kind === 'text' && field.placeholder
                  ? { placeholder: field.placeholder }
                  : {})}
                onChange={(event) => set(field.name, event.target.value)}
              />
            )}
          </div>
        );
      })}
      <div className="filter-actions">
        <button type="submit" className="button-primary">
          {texts.search}
        </button>
        <button type="button" onClick={reset}>
          {texts.reset}
        </button>
      </div>
    </form>
  );
}
