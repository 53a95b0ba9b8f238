import { z } from 'zod';

/** The one body of every failure. Extra fields appear only with the errors that need them. */
export const ZErrorBody = z
  .object({
    Code: z.number().int(),
    Message: z.string(),
    Field: z.string().optional().describe('The input field that broke a rule (code 1001)'),
    Rule: z.string().optional().describe('The rule id it broke (code 1001)'),
    RetryAfterSeconds: z.number().int().optional().describe('When to try again (codes 2021, 2025)'),
    OfflineEndTime: z
      .string()
      .optional()
      .describe('End of the maintenance window, ISO 8601 (code 1003)'),
    MutedUntil: z.number().int().optional().describe('When a chat mute ends, epoch ms (code 8830)'),
  })
  .meta({ id: 'ErrorBody' });
export type TErrorBody = z.infer<typeof ZErrorBody>;
