import { describeIssue, type TLanguage } from '@lottery/contracts';
import type { z } from 'zod';
import './forms.css';

export type TFieldErrors = Readonly<Record<string, string>>;

/**
 * A request checked against its contract schema before it is sent: the parsed request, or the
 * first message of each field in the administrator's language, worded as the server would
 * (describeIssue is the server's wording too). For forms whose fields are not the request's
 * shape one to one (site wall-clock times, lists edited as text), where useContractForm's
 * resolver cannot apply the schema to the form values directly.
 */
export function checkContract<TSchema extends z.ZodType>(
  schema: TSchema,
  request: unknown,
  language: TLanguage,
): { ok: true; value: z.output<TSchema> } | { ok: false; errors: TFieldErrors } {
  const parsed = schema.safeParse(request, { reportInput: true });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const described = describeIssue(issue, language);
    errors[described.field] ??= described.message;
  }
  return { ok: false, errors };
}
