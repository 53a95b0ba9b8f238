import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZText } from '../validation/text.ts';

// Plain text first, so that a control character is named as such, not as a bad format.
const ZInstant = ZText.pipe(z.iso.datetime({ offset: true, error: 'format' }));

/** Filters of the audit screen; every one optional. Newest first, paged by cursor. */
export const ZAdminAuditQuery = z.object({
  AdminId: queryInt(1).optional(),
  /** An exact action, or a prefix ending in a dot: `games.` is every games action. */
  Action: ZText.min(1).max(64).optional(),
  TargetType: ZText.min(1).max(64).optional(),
  TargetId: ZText.min(1).max(128).optional(),
  From: ZInstant.optional(),
  To: ZInstant.optional(),
  /** NextCursor of the previous page. */
  Cursor: ZText.regex(/^\d{1,18}$/, { error: 'format' }).optional(),
  Limit: queryInt(1, 200).default(50),
});
export type TAdminAuditQuery = z.infer<typeof ZAdminAuditQuery>;

export const ZAdminAuditEntry = z
  .object({
    Id: z.string(),
    AdminId: z.number().int(),
    LoginId: z.string(),
    RoleName: z.string(),
    Action: z.string(),
    TargetType: z.string(),
    TargetId: z.string(),
    Before: z.unknown().describe('The target before the change (JSON), or null'),
    After: z.unknown().describe('The target after the change (JSON), or null'),
    Ip: z.string().nullable(),
    At: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'AdminAuditEntry' });
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;

export const ZAdminAuditPage = z
  .object({ Entries: z.array(ZAdminAuditEntry), NextCursor: z.string().nullable() })
  .meta({ id: 'AdminAuditPage' });
