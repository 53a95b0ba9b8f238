import { defaultLanguage } from '@lottery/contracts';
import { HubError } from '@lottery/signalr';
import type { z } from 'zod';
import { AppError } from '../platform/errors.ts';
import { catalogueReply, validationError } from '../platform/error-reply.ts';
import type { TResult } from '../platform/result.ts';

/**
 * Hub methods refuse as the API does: the invocation's error text is the catalogue body as JSON
 * (`{"Code":8803,"Message":...}`), which the client reads by Code. In the site's default
 * language, as the session-closing Close message is.
 */
const refusalOf = (error: AppError) =>
  new HubError(JSON.stringify(catalogueReply(error, defaultLanguage).body));

/** The value of a domain result, or the refusal it names, thrown to the caller. */
export function unwrapForHub<T>(result: TResult<T>): T {
  if (result.ok) return result.value;
  throw refusalOf(new AppError(result.error, result.params, result.extra));
}

/** A method's argument through its contract schema, or the 400's body (ValidationFailed). */
export function parseHubArgument<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {}, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw refusalOf(validationError(parsed.error.issues, defaultLanguage));
}
