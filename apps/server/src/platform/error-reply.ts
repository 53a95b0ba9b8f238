import {
  describeIssue,
  describeRule,
  isValidationRule,
  errorCatalogue,
  formatText,
  pickLanguage,
  type TErrorBody,
  type TErrorName,
  type TLanguage,
} from '@lottery/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** Refusals the framework raises itself, by its error code. */
const frameworkCodes: Readonly<Record<string, TErrorName>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MalformedBody',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MalformedBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MalformedBody',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PayloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UnsupportedMediaType',
  FST_ERR_BAD_URL: 'MalformedRequest',
  FST_ERR_MAX_PARAM_LENGTH: 'UriTooLong',
  FST_ERR_NOT_FOUND: 'RouteNotFound',
};

/**
 * Any other client error a framework piece raises (it sets a 4xx statusCode), by that status;
 * a status the catalogue does not name is a malformed request.
 */
const clientErrorsByStatus: Readonly<Record<number, TErrorName>> = {
  404: 'RouteNotFound',
  408: 'RequestTimeout',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  415: 'UnsupportedMediaType',
  431: 'HeadersTooLarge',
};

function frameworkRefusal(error: unknown): TErrorName | null {
  if (error === null || typeof error !== 'object') return null;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const known = typeof code === 'string' ? frameworkCodes[code] : undefined;
  if (known) return known;
  if (error instanceof SyntaxError && statusCode === 400) return 'MalformedBody';
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return clientErrorsByStatus[statusCode] ?? 'MalformedRequest';
  }
  return null;
}

/**
 * Maps anything thrown while serving a request to the one error body. Only catalogue errors and
 * the framework's own refusals say what went wrong; everything else is an opaque 500.
 */
export function toErrorReply(
  error: unknown,
  language: TLanguage,
): TErrorReply & { unexpected: boolean } {
  if (error instanceof AppError) return { ...catalogueReply(error, language), unexpected: false };
  const refusal = frameworkRefusal(error);
  if (refusal) return { ...catalogueReply(new AppError(refusal), language), unexpected: false };
  return { ...catalogueReply(new AppError('Internal'), language), unexpected: true };
}

/**
 * Answers an error with its catalogue body: the route error handler and the framework's own
 * refusals (frameworkErrors) both answer through here. An unexpected error is logged.
 */
export function sendErrorReply(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, unexpected } = toErrorReply(
    error,
    pickLanguage(request.headers['accept-language']),
  );
  if (unexpected) request.log.error({ err: error }, 'unexpected error');
  // A throttled client is told when to come back in the standard header too.
  if (body.RetryAfterSeconds !== undefined)
    void reply.header('retry-after', String(body.RetryAfterSeconds));
  return reply.status(status).send(body);
}
