import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import { chatMessageMaxLength } from './chat-schemas.ts';

/**
 * Customer service over the hub at /Hub (issue #22, SPEC §4 waiting / serving / finished): a
 * player or a visitor asks (AddCustomerServiceWaiting), waits with a queue position (or stops
 * waiting: cancelled), an operator serves at the console's desk, finishes, and the asker rates
 * once. A visitor connects with the token of POST /api/Chat/Visitor, an operator with the ticket
 * of POST /api/Admin/ServiceDesk/Ticket. Refusals are catalogue bodies (service-errors.ts,
 * 8850-8889).
 */

/**
 * SPEC §4's three, and `cancelled`: the asker stopped waiting before anyone served them. Both
 * `finished` and `cancelled` are ended (the asker may ask again); only `finished` is rated.
 */
export const serviceSessionStates = ['waiting', 'serving', 'finished', 'cancelled'] as const;
export type TServiceSessionState = (typeof serviceSessionStates)[number];

/** A session the asker can still write in: not yet finished or cancelled. */
export const isOpenServiceState = (state: TServiceSessionState) =>
  state === 'waiting' || state === 'serving';

const ZId = z.number().int().min(1).max(2_147_483_647);
export const ZServiceSessionId = ZId.describe('A customer service session id');

export const ZServiceMessage = z
  .object({
    Id: z.number().int().describe('Increasing within a session'),
    SessionId: ZServiceSessionId,
    FromOperator: z.boolean().describe('false: the asker (player or visitor) wrote it'),
    SenderName: z.string().describe("The operator's display name, or the asker's nick name"),
    Body: z.string().describe('Plain text: render as text, never as markup'),
    CreatedAt: z.number().int().describe('Epoch ms'),
  })
  .meta({ id: 'ServiceMessage' });
export type TServiceMessage = z.output<typeof ZServiceMessage>;

/** A session as its asker sees it. */
export const ZServiceSession = z
  .object({
    Id: ZServiceSessionId,
    State: z.enum(serviceSessionStates),
    Position: z.number().int().describe('1 = next to be served; 0 unless waiting'),
    OperatorName: z.string().nullable().describe('Who serves; null while waiting'),
    RequestedAt: z.number().int().describe('Epoch ms'),
    FinishedAt: z.number().int().nullable().describe('Epoch ms it finished or was cancelled'),
    Rating: z.number().int().nullable().describe('1 to 5 once rated'),
    Messages: z.array(ZServiceMessage).describe('The whole conversation, oldest first'),
  })
  .meta({ id: 'ServiceSession' });
export type TServiceSession = z.output<typeof ZServiceSession>;

/**
 * GetInitialDataAnonymity (visitor) and GetCustomerServiceSession (player), no argument: the
 * caller's open session, else its last one (to rate it), else null. Joins the caller's group.
 */
export const ZServiceInitialData = z
  .object({
    ServerTime: z.number().int().describe('Epoch ms'),
    Session: ZServiceSession.nullable(),
  })
  .meta({ id: 'ServiceInitialData' });
export type TServiceInitialData = z.output<typeof ZServiceInitialData>;

export const ZServiceMessageBody = ZText.describe(
  `Plain text; trimmed, 1 to ${chatMessageMaxLength} characters`,
);

/** AddMessageAnonymity (visitor), AddCustomerServiceMessage (player): into the open session. */
export const ZAddServiceMessageRequest = z
  .object({ Body: ZServiceMessageBody })
  .meta({ id: 'AddServiceMessageRequest' });

/** RateCustomerService: once, after the session finished. */
export const ZRateServiceRequest = z
  .object({
    SessionId: ZServiceSessionId,
    Rating: z.number().int().min(1).max(5).describe('1 (bad) to 5 (very good)'),
    Comment: ZText.trim().max(200).default('').describe('Optional remark'),
  })
  .meta({ id: 'RateServiceRequest' });
export type TRateServiceRequest = z.output<typeof ZRateServiceRequest>;

/**
 * CancelCustomerServiceWaiting: the asker stops waiting in the queue. Only a waiting session of
 * the caller's own; once served or ended it answers 8862 (another's, or none: 8853).
 */
export const ZCancelServiceWaitingRequest = z
  .object({ SessionId: ZServiceSessionId })
  .meta({ id: 'CancelServiceWaitingRequest' });

/** The answer of CancelCustomerServiceWaiting, and event CustomerServiceWaitingCancelled. */
export const ZServiceWaitingCancelledEvent = z
  .object({ SessionId: ZServiceSessionId, At: z.number().int().describe('Epoch ms') })
  .meta({ id: 'ServiceWaitingCancelledEvent' });

/** Event CustomerServiceQueuePosition, to a waiting asker whenever the queue moves. */
export const ZServiceQueuePositionEvent = z
  .object({ SessionId: ZServiceSessionId, Position: z.number().int().min(1) })
  .meta({ id: 'ServiceQueuePositionEvent' });

/** Event StartCustomerServiceServing, to the asker: an operator took the session (or took over). */
export const ZStartServiceServingEvent = z
  .object({ SessionId: ZServiceSessionId, OperatorName: z.string(), At: z.number().int() })
  .meta({ id: 'StartServiceServingEvent' });

/** Event FinishCustomerServiceServing, to the asker: the session finished; it may be rated. */
export const ZFinishServiceServingEvent = z
  .object({ SessionId: ZServiceSessionId, At: z.number().int() })
  .meta({ id: 'FinishServiceServingEvent' });

/** Event ReceiveCustomerServiceMessage: to the asker and to the serving operator. */
export const ZReceiveServiceMessageEvent = ZServiceMessage;

/** The customer-service method and event names of the hub (SPEC §7 and this desk's own). */
export const serviceHubMethods = {
  getInitialDataAnonymity: 'GetInitialDataAnonymity',
  getCustomerServiceSession: 'GetCustomerServiceSession',
  addCustomerServiceWaiting: 'AddCustomerServiceWaiting',
  addMessageAnonymity: 'AddMessageAnonymity',
  addCustomerServiceMessage: 'AddCustomerServiceMessage',
  rateCustomerService: 'RateCustomerService',
  cancelCustomerServiceWaiting: 'CancelCustomerServiceWaiting',
} as const;

export const serviceHubEvents = {
  queuePosition: 'CustomerServiceQueuePosition',
  startServing: 'StartCustomerServiceServing',
  finishServing: 'FinishCustomerServiceServing',
  receiveServiceMessage: 'ReceiveCustomerServiceMessage',
  /** To the asker's devices (their other tabs learn it too). */
  waitingCancelled: 'CustomerServiceWaitingCancelled',
} as const;
