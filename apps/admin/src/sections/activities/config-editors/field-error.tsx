import type { TFieldErrors } from '../../../shared/forms/check-contract.ts';

/** The contract's message for one field path (or a row, or a list), shown beside it. */
export function FieldError({ errors, path }: { errors: TFieldErrors; path: string }) {
  const message = errors[path];
  if (!message) return null;
  return (
    <span className="form-error" role="alert">
      {message}
    </span>
  );
}

/** A whole number as typed: NaN while empty, so the contract names the field. */
export const wholeOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const wholeText = (value: number) => (Number.isNaN(value) ? '' : String(value));
