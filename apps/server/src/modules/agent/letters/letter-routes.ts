import {
  ZAdminLetterQuery,
  ZAdminLetters,
  ZInbox,
  ZLetterPageRequest,
  ZMarkLettersReadRequest,
  ZSendLetterRequest,
  ZSentLetters,
  ZUnreadLetters,
} from '@lottery/contracts';
import { z } from 'zod';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import { markLettersRead, readInbox, readSentLetters, unreadLetterCount } from './letter-reads.ts';
import { sendLetter } from './send-letter.ts';

const tags = ['Station letters'];

const ZSendLetterResult = z
  .object({ Id: z.number().int(), RecipientCount: z.number().int() })
  .meta({ id: 'SendLetterResult' });

/** Station letters (issue #21): an agent writes to its team; every account reads its inbox. */
export function letterRoutes(deps: TAgentDeps) {
  return [
    defineRoute({
      tags,
      access: 'agent',
      method: 'POST',
      url: '/api/StationLetter/Send',
      summary: 'Write to members of the team (by login ID) or to the whole team; rate limited',
      body: ZSendLetterRequest,
      response: ZSendLetterResult,
      handler: async ({ session, body }) => unwrap(await sendLetter(deps, session.userId, body)),
    }),
    defineRoute({
      tags,
      access: 'agent',
      method: 'POST',
      url: '/api/StationLetter/Sent',
      summary: 'The letters the agent sent, newest first, with how many recipients read each',
      body: ZLetterPageRequest,
      response: ZSentLetters,
      handler: async ({ session, body }) => {
        const page = await readSentLetters(deps.db, {
          senderId: session.userId,
          pageIndex: body.PageIndex,
          pageSize: body.PageSize,
        });
        return {
          TotalCount: page.TotalCount,
          Items: page.Items.map(({ SenderLoginId: _sender, ...letter }) => letter),
        };
      },
    }),
    defineRoute({
      tags,
      access: 'user',
      method: 'POST',
      url: '/api/StationLetter/Inbox',
      summary: "The caller's letters, newest first, and its unread count",
      body: ZLetterPageRequest,
      response: ZInbox,
      handler: ({ session, body }) =>
        readInbox(deps.db, session.userId, { pageIndex: body.PageIndex, pageSize: body.PageSize }),
    }),
    defineRoute({
      tags,
      access: 'user',
      method: 'POST',
      url: '/api/StationLetter/UnreadCount',
      summary: "How many of the caller's letters are unread",
      response: ZUnreadLetters,
      handler: async ({ session }) => ({
        UnreadCount: await unreadLetterCount(deps.db, session.userId),
      }),
    }),
    defineRoute({
      tags,
      access: 'user',
      method: 'POST',
      url: '/api/StationLetter/MarkRead',
      summary: "Mark the caller's letters read (the given ones, or all); answers the unread count",
      body: ZMarkLettersReadRequest,
      response: ZUnreadLetters,
      handler: async ({ session, body }) => ({
        UnreadCount: await markLettersRead(
          deps.db,
          session.userId,
          body.LetterIds,
          deps.clock.now(),
        ),
      }),
    }),
    defineRoute({
      tags,
      access: 'admin',
      permission: 'agents.view',
      method: 'GET',
      url: '/api/admin/agent-letters',
      summary: 'Letters of any agent, newest first, with read counts',
      query: ZAdminLetterQuery,
      response: ZAdminLetters,
      handler: ({ query }) =>
        readSentLetters(deps.db, {
          ...(query.AgentLoginId ? { senderLoginId: query.AgentLoginId } : {}),
          pageIndex: query.PageIndex,
          pageSize: query.PageSize,
        }),
    }),
  ];
}
