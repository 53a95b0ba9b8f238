import { useId, type InputHTMLAttributes } from 'react';

/**
 * A labelled input with its hint and error (the server's message or a local check) described
 * by, not inside, the label: the field's name stays its name while an error shows.
 */
export function Field({
  label,
  error,
  hint,
  ...input
}: {
  label: string;
  error?: string | null;
  hint?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <small className="muted" id={`${id}-hint`}>
          {hint}
        </small>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
