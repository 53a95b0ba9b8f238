import {
  serviceHubEvents,
  serviceHubMethods,
  ZFinishServiceServingEvent,
  ZReceiveServiceMessageEvent,
  ZServiceInitialData,
  ZServiceMessage,
  ZServiceQueuePositionEvent,
  ZServiceSession,
  ZServiceWaitingCancelledEvent,
  ZStartServiceServingEvent,
} from '@lottery/contracts';
import {
  hubAction,
  parsedHandler,
  useHubSession,
  useOwnHubLink,
  type THubLink,
} from '@lottery/client-kit';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { useReducer, type Dispatch } from 'react';
import { useCurrentHub } from '../../shared/realtime/current-hub.ts';
import { serviceReducer, type TServiceEvent } from './service-state.ts';
import { visitorToken } from './visitor-token.ts';

/** A visitor's own connection to /Hub, with the kept visitor token. */
const buildVisitorConnection = () =>
  new HubConnectionBuilder()
    .withUrl('/Hub', { accessTokenFactory: visitorToken })
    .withAutomaticReconnect()
    .configureLogging(LogLevel.Warning)
    .build();

/** The asker's events, each payload checked against its contract (others are dropped). */
const askerEvents = (dispatch: Dispatch<TServiceEvent>) => ({
  [serviceHubEvents.queuePosition]: parsedHandler(ZServiceQueuePositionEvent, (e) =>
    dispatch({ type: 'position', sessionId: e.SessionId, position: e.Position }),
  ),
  [serviceHubEvents.startServing]: parsedHandler(ZStartServiceServingEvent, (e) =>
    dispatch({ type: 'started', sessionId: e.SessionId, operatorName: e.OperatorName }),
  ),
  [serviceHubEvents.finishServing]: parsedHandler(ZFinishServiceServingEvent, (e) =>
    dispatch({ type: 'finished', sessionId: e.SessionId, at: e.At }),
  ),
  [serviceHubEvents.waitingCancelled]: parsedHandler(ZServiceWaitingCancelledEvent, (e) =>
    dispatch({ type: 'cancelled', sessionId: e.SessionId, at: e.At }),
  ),
  [serviceHubEvents.receiveServiceMessage]: parsedHandler(ZReceiveServiceMessageEvent, (message) =>
    dispatch({ type: 'message', message }),
  ),
});

/**
 * Customer service over /Hub. A logged-in player's goes over the shell's one connection
 * (shared/realtime/current-hub.ts); only a visitor opens a connection of its own, with the kept
 * visitor token. The conversation loads on every (re)connect, so nothing is lost across reloads
 * and drops, and follows the queue, start, finish, cancel and message events. Actions answer a
 * refusal's text or null.
 */
export function useCustomerService(isPlayer: boolean) {
  const [view, dispatch] = useReducer(serviceReducer, null);
  const shellHub = useCurrentHub((s) => s.hub);
  const own = useOwnHubLink(isPlayer ? null : buildVisitorConnection);
  const link: THubLink | null = isPlayer ? shellHub : own.link;
  const session = useHubSession(link, {
    async load(hub) {
      const data = ZServiceInitialData.parse(
        await hub.invoke(
          isPlayer
            ? serviceHubMethods.getCustomerServiceSession
            : serviceHubMethods.getInitialDataAnonymity,
        ),
      );
      dispatch({ type: 'loaded', session: data.Session });
    },
    events: askerEvents(dispatch),
  });

  const act = (run: (hub: THubLink) => Promise<void>) => hubAction(link, run);

  return {
    view,
    connection: session.state,
    /** A failed load loads again; a visitor's closed connection is opened anew. */
    retry: () => (!isPlayer && own.link?.state() === 'Closed' ? own.retry() : session.reload()),
    ask: () =>
      act(async (hub) => {
        const asked = ZServiceSession.parse(
          await hub.invoke(serviceHubMethods.addCustomerServiceWaiting),
        );
        dispatch({ type: 'loaded', session: asked });
      }),
    cancel: (sessionId: number) =>
      act(async (hub) => {
        const cancelled = ZServiceWaitingCancelledEvent.parse(
          await hub.invoke(serviceHubMethods.cancelCustomerServiceWaiting, {
            SessionId: sessionId,
          }),
        );
        dispatch({ type: 'cancelled', sessionId: cancelled.SessionId, at: cancelled.At });
      }),
    send: (body: string) =>
      act(async (hub) => {
        const message = ZServiceMessage.parse(
          await hub.invoke(
            isPlayer
              ? serviceHubMethods.addCustomerServiceMessage
              : serviceHubMethods.addMessageAnonymity,
            { Body: body },
          ),
        );
        dispatch({ type: 'message', message });
      }),
    rate: (sessionId: number, rating: number, comment: string) =>
      act(async (hub) => {
        await hub.invoke(serviceHubMethods.rateCustomerService, {
          SessionId: sessionId,
          Rating: rating,
          Comment: comment,
        });
        dispatch({ type: 'rated', sessionId, rating });
      }),
  };
}

export type TServiceConnection = ReturnType<typeof useCustomerService>['connection'];
