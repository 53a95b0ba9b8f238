import {
  ZCreateServiceCannedReply,
  ZDeleteServiceCannedReply,
  ZServiceCannedReply,
  ZServiceCannedReplyList,
  ZServiceDeskTicket,
  ZServiceOperatorList,
  ZServiceTranscriptPage,
  ZServiceTranscriptSearch,
  ZServiceVisitor,
  ZServiceVisitorRequest,
} from '@lottery/contracts';
import { z } from 'zod';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { bearerTokenOf } from '../auth/authenticate.ts';
import { addCannedReply, deleteCannedReply, listCannedReplies } from './canned-replies.ts';
import type { TServiceDeps } from './service-deps.ts';
import { issueDeskTicket } from './desk-ticket.ts';
import { listOperators } from './operators.ts';
import { searchTranscripts } from './transcripts.ts';
import { issueVisitor } from './visitors.ts';

const tags = ['Customer service'];

/**
 * Customer service's HTTP side: a visitor's token (public), and for the console's desk
 * (chat.serve) its hub ticket, the transcripts search and the canned replies.
 */
export function serviceRoutes(deps: TServiceDeps) {
  return [
    defineRoute({
      tags,
      access: 'public',
      method: 'POST',
      url: '/api/Chat/Visitor',
      summary: 'A visitor token for /ChatAnonymity (a held valid one is kept); a few per address',
      body: ZServiceVisitorRequest.optional(),
      response: ZServiceVisitor,
      handler: async ({ body, request }) =>
        unwrap(await issueVisitor(deps, request.ip, body?.Token)),
    }),
    defineRoute({
      tags,
      access: 'admin',
      permission: 'chat.serve',
      method: 'POST',
      url: '/api/Admin/ServiceDesk/Ticket',
      summary: "The desk's access token for /Hub (connect within a minute; audited)",
      response: ZServiceDeskTicket,
      handler: ({ session, request }) =>
        issueDeskTicket(deps, session, bearerTokenOf(request) ?? ''),
    }),
    defineRoute({
      tags,
      access: 'admin',
      permission: 'chat.serve',
      method: 'GET',
      url: '/api/Admin/ServiceDesk/Operators',
      summary: 'Administrators who serve (chat.serve): whom a session can be transferred to',
      response: ZServiceOperatorList,
      handler: async () => ({ Items: await listOperators(deps.db) }),
    }),
    defineRoute({
      tags,
      access: 'admin',
      permission: 'chat.serve',
      method: 'GET',
      url: '/api/Admin/ServiceDesk/Transcripts',
      summary: 'Customer service sessions with conversation and rating, newest first',
      query: ZServiceTranscriptSearch,
      response: ZServiceTranscriptPage,
      handler: ({ query }) => searchTranscripts(deps.db, query),
    }),
    defineRoute({
      tags,
      access: 'admin',
      permission: 'chat.serve',
      method: 'GET',
      url: '/api/Admin/ServiceDesk/CannedReplies',
      summary: "The desk's canned replies",
      response: ZServiceCannedReplyList,
      handler: async () => ({ Items: await listCannedReplies(deps.db) }),
    }),
    defineRoute({
      tags,
      access: 'admin',
      permission: 'chat.serve',
      method: 'POST',
      url: '/api/Admin/ServiceDesk/CannedReplies/Add',
      summary: 'Add a canned reply (audited)',
      body: ZCreateServiceCannedReply,
      response: ZServiceCannedReply,
      handler: ({ body, session }) => addCannedReply(deps.db, session, body, deps.clock.now()),
    }),
    defineRoute({
      tags,
      access: 'admin',
      permission: 'chat.serve',
      method: 'POST',
      url: '/api/Admin/ServiceDesk/CannedReplies/Delete',
      summary: 'Delete a canned reply (audited)',
      body: ZDeleteServiceCannedReply,
      response: z.object({ Id: z.number().int() }),
      handler: async ({ body, session }) =>
        unwrap(await deleteCannedReply(deps.db, session, body.Id)),
    }),
  ];
}
