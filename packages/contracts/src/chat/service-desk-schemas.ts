import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZText } from '../validation/text.ts';
import {
  serviceSessionStates,
  ZServiceMessage,
  ZServiceMessageBody,
  ZServiceSessionId,
} from './service-schemas.ts';

/**
 * The console's service desk (issue #22): an operator (a role with chat.serve) connects to /Hub
 * with a ticket from POST /api/Admin/ServiceDesk/Ticket, then sees the queue, takes waiters,
 * serves several at once, replies, transfers and finishes. Each desk method re-checks the
 * operator's session and permission; each change is audited.
 */

/** POST /api/Admin/ServiceDesk/Ticket: the hub access token of an operator's desk. */
export const ZServiceDeskTicket = z
  .object({
    Ticket: z.string().describe('The access token for /Hub; good for connecting a short while'),
    AdminId: z.number().int(),
  })
  .meta({ id: 'ServiceDeskTicket' });

export const ZServiceWaiter = z
  .object({
    SessionId: ZServiceSessionId,
    Position: z.number().int().min(1),
    UserId: z.number().int().nullable().describe('The player; null for a visitor'),
    LoginId: z.string().nullable().describe("The player's login ID; null for a visitor"),
    VisitorId: z.number().int().nullable(),
    RequestedAt: z.number().int().describe('Epoch ms'),
  })
  .meta({ id: 'ServiceWaiter' });

/** A session at the desk: its asker, state, operator and conversation. */
export const ZServiceDeskSession = z
  .object({
    SessionId: ZServiceSessionId,
    State: z.enum(serviceSessionStates),
    UserId: z.number().int().nullable(),
    LoginId: z.string().nullable(),
    VisitorId: z.number().int().nullable(),
    OperatorId: z.number().int().nullable(),
    OperatorName: z.string().nullable(),
    RequestedAt: z.number().int(),
    ServedAt: z.number().int().nullable(),
    FinishedAt: z.number().int().nullable(),
    Rating: z.number().int().nullable(),
    RatingComment: z.string().nullable(),
    Messages: z.array(ZServiceMessage).describe('Oldest first'),
  })
  .meta({ id: 'ServiceDeskSession' });
export type TServiceDeskSession = z.output<typeof ZServiceDeskSession>;

/** How many waiters the desk's queue lists at most; TotalWaiting counts them all. */
export const serviceDeskQueueShown = 200;

const ZWaitingList = z
  .array(ZServiceWaiter)
  .max(serviceDeskQueueShown)
  .describe(`The queue in order, its first ${serviceDeskQueueShown}`);
const ZTotalWaiting = z
  .number()
  .int()
  .min(0)
  .describe('Everyone waiting, those past the list included');

/** ServiceDeskGetState (no argument): the queue and the operator's own serving sessions. */
export const ZServiceDeskState = z
  .object({
    OperatorId: z.number().int(),
    Waiting: ZWaitingList,
    TotalWaiting: ZTotalWaiting,
    Serving: z.array(ZServiceDeskSession),
  })
  .meta({ id: 'ServiceDeskState' });

/** ServiceDeskTake: the named waiter, or the next one when SessionId is omitted. */
export const ZServiceDeskTakeRequest = z
  .object({ SessionId: ZServiceSessionId.optional() })
  .meta({ id: 'ServiceDeskTakeRequest' });

export const ZServiceDeskReplyRequest = z
  .object({ SessionId: ZServiceSessionId, Body: ZServiceMessageBody })
  .meta({ id: 'ServiceDeskReplyRequest' });

export const ZServiceDeskTransferRequest = z
  .object({
    SessionId: ZServiceSessionId,
    ToAdminId: z.number().int().min(1).max(2_147_483_647).describe('An operator with chat.serve'),
  })
  .meta({ id: 'ServiceDeskTransferRequest' });

export const ZServiceDeskFinishRequest = z
  .object({ SessionId: ZServiceSessionId })
  .meta({ id: 'ServiceDeskFinishRequest' });

/** Event ServiceDeskQueueChanged, to every connected desk: the queue as GetState lists it. */
export const ZServiceDeskQueueEvent = z
  .object({ Waiting: ZWaitingList, TotalWaiting: ZTotalWaiting })
  .meta({ id: 'ServiceDeskQueueEvent' });

/** Event ServiceDeskAssigned, to an operator: a session is now theirs (taken or transferred). */
export const ZServiceDeskAssignedEvent = ZServiceDeskSession;

/** Event ServiceDeskReleased, to an operator: a session left them (transferred away). */
export const ZServiceDeskReleasedEvent = z
  .object({ SessionId: ZServiceSessionId })
  .meta({ id: 'ServiceDeskReleasedEvent' });

export const serviceDeskHubMethods = {
  getState: 'ServiceDeskGetState',
  take: 'ServiceDeskTake',
  reply: 'ServiceDeskReply',
  transfer: 'ServiceDeskTransfer',
  finish: 'ServiceDeskFinish',
} as const;

export const serviceDeskHubEvents = {
  queueChanged: 'ServiceDeskQueueChanged',
  assigned: 'ServiceDeskAssigned',
  released: 'ServiceDeskReleased',
} as const;

/** GET /api/Admin/ServiceDesk/Transcripts (query): finished and open sessions, newest first. */
export const ZServiceTranscriptSearch = z
  .object({
    LoginId: ZText.trim().max(32).optional().describe("The player's login ID, exactly"),
    OperatorId: queryInt(1, 2_147_483_647).optional(),
    FromMs: queryInt(0).optional().describe('Asked at or after (epoch ms)'),
    ToMs: queryInt(0).optional().describe('Asked before (epoch ms)'),
    Rating: queryInt(1, 5).optional(),
    Text: ZText.trim().max(100).optional().describe('A message of the session contains this'),
    Page: queryInt(1, 10_000).default(1),
    PageSize: queryInt(1, 100).default(20),
  })
  .meta({ id: 'ServiceTranscriptSearch' });
export type TServiceTranscriptSearch = z.output<typeof ZServiceTranscriptSearch>;

export const ZServiceTranscriptPage = z
  .object({ Total: z.number().int(), Items: z.array(ZServiceDeskSession) })
  .meta({ id: 'ServiceTranscriptPage' });

export const ZServiceCannedReply = z
  .object({ Id: z.number().int(), Title: z.string(), Body: z.string() })
  .meta({ id: 'ServiceCannedReply' });

export const ZServiceCannedReplyList = z
  .object({ Items: z.array(ZServiceCannedReply) })
  .meta({ id: 'ServiceCannedReplyList' });

export const ZCreateServiceCannedReply = z
  .object({
    Title: ZText.trim().min(1, { error: 'required' }).max(40),
    Body: ZServiceMessageBody.trim().min(1, { error: 'required' }).max(500),
  })
  .meta({ id: 'CreateServiceCannedReply' });

export const ZDeleteServiceCannedReply = z
  .object({ Id: z.number().int().min(1).max(2_147_483_647) })
  .meta({ id: 'DeleteServiceCannedReply' });

/** POST /api/Chat/Visitor: a visitor's token, kept by the client so a reload keeps the chat. */
export const ZServiceVisitorRequest = z
  .object({ Token: ZText.max(200).optional().describe('A token held already: kept if valid') })
  .meta({ id: 'ServiceVisitorRequest' });

export const ZServiceVisitor = z
  .object({
    VisitorId: z.number().int(),
    Token: z.string().describe('The access token for /Hub; keep it (localStorage)'),
  })
  .meta({ id: 'ServiceVisitor' });

/** GET /api/Admin/ServiceDesk/Operators: whom a session can be transferred to. */
export const ZServiceOperatorList = z
  .object({
    Items: z.array(z.object({ AdminId: z.number().int(), DisplayName: z.string() })),
  })
  .meta({ id: 'ServiceOperatorList' });
