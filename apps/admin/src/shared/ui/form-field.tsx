import { zodResolver } from '@hookform/resolvers/zod';
import {
  cloneElement,
  useId,
  type FormHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorNotice } from './error-notice.tsx';
import { uiTexts } from './ui-texts.ts';

/**
 * A form on a contract schema (STYLE §28): react-hook-form with the zod resolver on the very
 * schema the server validates with, so a field is refused for the same reason on both sides.
 */
export function useContractForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
) {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    // The resolver's generics lag zod 4's; the schema is the same object either way.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
  });
}

type TControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** A labelled control with its hint and error, wired for assistive technology. */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactElement<TControlProps>;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <span className="form-hint" id={hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="form-error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A form with its submit button and the failure of the last submission under the fields. */
export function Form({
  children,
  submitLabel,
  isBusy,
  error,
  ...rest
}: FormHTMLAttributes<HTMLFormElement> & {
  submitLabel: ReactNode;
  isBusy?: boolean;
  error?: unknown;
}) {
  const texts = uiTexts.useTexts();
  return (
    <form className="form" noValidate {...rest}>
      {children}
      {error !== undefined && error !== null && <ErrorNotice error={error} />}
      <div className="form-actions">
        <button type="submit" className="button-primary" disabled={isBusy}>
          {isBusy ? texts.saving : submitLabel}
        </button>
      </div>
    </form>
  );
}
