import {
  describeIssue,
  describeRule,
  isValidationRule,
  errorCatalogue,
  formatText,
  type TErrorBody,
  type TErrorName,
  type TLanguage,
} from '@lottery/contracts';
import { type z } from 'zod';
import { AppError } from './errors.ts';

export interface TErrorReply {
  status: number;
  body: TErrorBody;
}

export function catalogueReply(error: AppError, language: TLanguage): TErrorReply {
  const definition = errorCatalogue[error.errorName];
  const { Field, Rule } = error.extra;
  if (
    error.errorName === 'ValidationFailed' &&
    Field &&
    Rule &&
    isValidationRule(Rule) &&
    !error.params.detail
  ) {
    return catalogueReply(
      new AppError(
        'ValidationFailed',
        { detail: describeRule(Field, Rule, language) },
        error.extra,
      ),
      language,
    );
  }
  return {
    status: definition.status,
    body: {
      Code: definition.code,
      Message: formatText(definition.text[language], error.params),
      ...error.extra,
    },
  };
}

/** The first broken rule of an input, as the 400 answer names it. */
export function validationError(
  issues: readonly z.core.$ZodIssue[],
  language: TLanguage,
): AppError {
  const first = issues[0];
  if (!first) return new AppError('ValidationFailed', { detail: 'invalid input' });
  const described = describeIssue(first, language);
  return new AppError(
    'ValidationFailed',
    { detail: described.message },
    { Field: described.field, Rule: described.rule },
  );
}

const fastifyCodes: Readonly<Record<string, TErrorName>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MalformedBody',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PayloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'MalformedBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MalformedBody',
};

/**
 * Maps anything thrown while serving a request to the one error body. Only catalogue errors and
 * the framework's own input errors say what went wrong; everything else is an opaque 500.
 */
export function toErrorReply(
  error: unknown,
  language: TLanguage,
): TErrorReply & { unexpected: boolean } {
  if (error instanceof AppError) return { ...catalogueReply(error, language), unexpected: false };
  const code = (error as { code?: unknown }).code;
  const known = typeof code === 'string' ? fastifyCodes[code] : undefined;
  if (known) return { ...catalogueReply(new AppError(known), language), unexpected: false };
  if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) {
    return { ...catalogueReply(new AppError('MalformedBody'), language), unexpected: false };
  }
  return { ...catalogueReply(new AppError('Internal'), language), unexpected: true };
}
