import {
  serviceDeskHubEvents,
  serviceDeskHubMethods,
  serviceHubEvents,
  ZServiceDeskAssignedEvent,
  ZServiceDeskQueueEvent,
  ZServiceDeskReleasedEvent,
  ZServiceDeskState,
  ZServiceMessage,
  type TServiceDeskSession,
  type TServiceMessage,
} from '@lottery/contracts';
import {
  hubAction,
  parsedHandler,
  useHubSession,
  useOwnHubLink,
  type THubLink,
} from '@lottery/client-kit';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { useReducer } from 'react';
import { deskReducer, emptyDesk } from './desk-state.ts';
import { fetchDeskTicket } from './service-desk-api.ts';

/** The desk's connection: a fresh ticket on every (re)connect, as one opens /Hub for a minute. */
const buildDeskConnection = () =>
  new HubConnectionBuilder()
    .withUrl('/Hub', { accessTokenFactory: async () => (await fetchDeskTicket()).Ticket })
    .withAutomaticReconnect()
    .configureLogging(LogLevel.Warning)
    .build();

/**
 * The operator's desk over /Hub: loads the queue and the operator's conversations on every
 * (re)connect and follows the hub's events, each payload checked against its contract (one that
 * does not parse is dropped). Each action answers the refusal's text, or null.
 */
export function useServiceDesk() {
  const [state, dispatch] = useReducer(deskReducer, emptyDesk);
  const { link, retry } = useOwnHubLink(buildDeskConnection);
  const session = useHubSession(link, {
    async load(hub) {
      const loaded = ZServiceDeskState.parse(await hub.invoke(serviceDeskHubMethods.getState));
      dispatch({
        type: 'loaded',
        operatorId: loaded.OperatorId,
        waiting: loaded.Waiting,
        totalWaiting: loaded.TotalWaiting,
        serving: loaded.Serving,
      });
    },
    events: {
      [serviceDeskHubEvents.queueChanged]: parsedHandler(ZServiceDeskQueueEvent, (event) =>
        dispatch({ type: 'queue', waiting: event.Waiting, totalWaiting: event.TotalWaiting }),
      ),
      [serviceDeskHubEvents.assigned]: parsedHandler(ZServiceDeskAssignedEvent, (session) =>
        dispatch({ type: 'assigned', session }),
      ),
      [serviceDeskHubEvents.released]: parsedHandler(ZServiceDeskReleasedEvent, (event) =>
        dispatch({ type: 'released', sessionId: event.SessionId }),
      ),
      [serviceHubEvents.receiveServiceMessage]: parsedHandler(ZServiceMessage, (message) =>
        dispatch({ type: 'message', message }),
      ),
    },
  });

  const act = (run: (hub: THubLink) => Promise<void>) => hubAction(link, run);

  return {
    state,
    connection: session.state,
    /** A failed load loads again; a closed connection is built anew. */
    retry: () => (link?.state() === 'Closed' ? retry() : session.reload()),
    select: (sessionId: number) => dispatch({ type: 'select', sessionId }),
    take: (sessionId?: number) =>
      act(async (hub) => {
        const session = await hub.invoke<TServiceDeskSession>(serviceDeskHubMethods.take, {
          SessionId: sessionId,
        });
        dispatch({ type: 'assigned', session });
      }),
    reply: (sessionId: number, body: string) =>
      act(async (hub) => {
        const message = await hub.invoke<TServiceMessage>(serviceDeskHubMethods.reply, {
          SessionId: sessionId,
          Body: body,
        });
        dispatch({ type: 'message', message });
      }),
    transfer: (sessionId: number, toAdminId: number) =>
      act(async (hub) => {
        await hub.invoke(serviceDeskHubMethods.transfer, {
          SessionId: sessionId,
          ToAdminId: toAdminId,
        });
        dispatch({ type: 'released', sessionId });
      }),
    finish: (sessionId: number) =>
      act(async (hub) => {
        await hub.invoke(serviceDeskHubMethods.finish, { SessionId: sessionId });
        dispatch({ type: 'released', sessionId });
      }),
  };
}

export type TServiceDesk = ReturnType<typeof useServiceDesk>;
