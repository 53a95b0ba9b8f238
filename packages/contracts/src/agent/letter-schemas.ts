import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZMultilineText, ZText } from '../validation/text.ts';

/**
 * Station letters (issue #21): an agent writes to some members of its team or to all of it (any
 * depth); each recipient has its own read state.
 */
export const letterAudiences = ['Members', 'Team'] as const;

export const ZSendLetterRequest = z
  .object({
    Audience: z.enum(letterAudiences).describe('Members: those of LoginIds; Team: the whole team'),
    LoginIds: z.array(ZText.min(1).max(64)).max(200).default([]),
    Title: ZText.trim().min(1, { error: 'required' }).max(100),
    Body: ZMultilineText.trim().min(1, { error: 'required' }).max(5000),
  })
  .meta({ id: 'SendLetterRequest' });
export type TSendLetterRequest = z.output<typeof ZSendLetterRequest>;

export const ZSentLetter = z
  .object({
    Id: z.number().int(),
    Audience: z.enum(letterAudiences),
    Title: z.string(),
    Body: z.string(),
    RecipientCount: z.number().int(),
    ReadCount: z.number().int(),
    CreatedAt: z.number().int(),
  })
  .meta({ id: 'SentLetter' });
export type TSentLetter = z.input<typeof ZSentLetter>;

export const ZLetter = z
  .object({
    Id: z.number().int(),
    SenderLoginId: z.string(),
    Title: z.string(),
    Body: z.string(),
    CreatedAt: z.number().int(),
    ReadAt: z.number().int().nullable(),
  })
  .meta({ id: 'Letter' });
export type TLetter = z.input<typeof ZLetter>;

export const ZLetterPageRequest = z
  .object({
    PageIndex: z.number().int().min(1).max(100_000).default(1),
    PageSize: z.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'LetterPageRequest' });

export const ZInbox = z
  .object({
    Items: z.array(ZLetter),
    TotalCount: z.number().int(),
    UnreadCount: z.number().int(),
  })
  .meta({ id: 'Inbox' });
export type TInbox = z.input<typeof ZInbox>;

export const ZSentLetters = z
  .object({ Items: z.array(ZSentLetter), TotalCount: z.number().int() })
  .meta({ id: 'SentLetters' });

export const ZMarkLettersReadRequest = z
  .object({
    LetterIds: z
      .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
      .max(100)
      .optional()
      .describe('Omitted: every letter of the inbox'),
  })
  .meta({ id: 'MarkLettersReadRequest' });

export const ZUnreadLetters = z
  .object({ UnreadCount: z.number().int() })
  .meta({ id: 'UnreadLetters' });

export const ZAdminLetterQuery = z
  .object({
    AgentLoginId: ZText.max(64).optional(),
    PageIndex: queryInt(1, 100_000).default(1),
    PageSize: queryInt(1, 100).default(20),
  })
  .meta({ id: 'AdminLetterQuery' });

export const ZAdminLetter = ZSentLetter.extend({ SenderLoginId: z.string() }).meta({
  id: 'AdminLetter',
});
export const ZAdminLetters = z
  .object({ Items: z.array(ZAdminLetter), TotalCount: z.number().int() })
  .meta({ id: 'AdminLetters' });
