import { describeIssue } from '@lottery/contracts';
import {
  cloneElement,
  useId,
  type FormHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { currentLanguage } from '../i18n/i18n.ts';
import { ErrorNotice } from './error-notice.tsx';
import { uiTexts } from './ui-texts.ts';

/**
 * Checks a form's values with a contract schema and words each refusal with the contracts'
 * describeIssue, in the administrator's language: the sentence the server would answer for the
 * same field (rather than @hookform/resolvers' zod messages, which are rule ids here).
 */
export function contractResolver<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
): Resolver<z.input<TSchema>, unknown, z.output<TSchema>> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(values, { reportInput: true });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.');
      if (errors[name]) continue;
      const described = describeIssue(issue, currentLanguage());
      errors[name] = { type: described.rule, message: described.message };
    }
    return { values: {}, errors: errors as FieldErrors<z.input<TSchema>> };
  };
}

/** A form on a contract schema (STYLE §28): the very schema the server validates with. */
export function useContractForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
) {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: contractResolver(schema),
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
