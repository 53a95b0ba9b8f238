import {
  serviceDeskHubEvents,
  serviceDeskHubMethods,
  serviceHubEvents,
  type TServiceDeskSession,
  type TServiceMessage,
} from '@lottery/contracts';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { deskReducer, emptyDesk, type TWaiter } from './desk-state.ts';
import { fetchDeskTicket } from './service-desk-api.ts';

export type TDeskConnection = 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** The catalogue message of a hub refusal (its error text ends in the body's JSON), else the text. */
export function hubRefusalText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const body = /HubException: (\{.*\})$/.exec(text)?.[1];
  if (!body) return text;
  try {
    return (JSON.parse(body) as { Message: string }).Message;
  } catch {
    return text;
  }
}

interface TDeskHubState {
  OperatorId: number;
  Waiting: TWaiter[];
  Serving: TServiceDeskSession[];
}

/**
 * The operator's desk over /Hub: connects with a desk ticket (a new one on every reconnect),
 * loads the queue and the operator's conversations, and follows the hub's events. Each action
 * answers the refusal's text, or null.
 */
export function useServiceDesk() {
  const [state, dispatch] = useReducer(deskReducer, emptyDesk);
  const [connection, setConnection] = useState<TDeskConnection>('connecting');
  const hub = useRef<HubConnection | null>(null);

  useEffect(() => {
    const built = new HubConnectionBuilder()
      .withUrl('/Hub', { accessTokenFactory: async () => (await fetchDeskTicket()).Ticket })
      .withAutomaticReconnect()
      .configureLogging(LogLevel.Warning)
      .build();
    hub.current = built;
    const load = async () => {
      const loaded = await built.invoke<TDeskHubState>(serviceDeskHubMethods.getState);
      dispatch({
        type: 'loaded',
        operatorId: loaded.OperatorId,
        waiting: loaded.Waiting,
        serving: loaded.Serving,
      });
      setConnection('connected');
    };
    built.on(serviceDeskHubEvents.queueChanged, (event: { Waiting: TWaiter[] }) =>
      dispatch({ type: 'queue', waiting: event.Waiting }),
    );
    built.on(serviceDeskHubEvents.assigned, (session: TServiceDeskSession) =>
      dispatch({ type: 'assigned', session }),
    );
    built.on(serviceDeskHubEvents.released, (event: { SessionId: number }) =>
      dispatch({ type: 'released', sessionId: event.SessionId }),
    );
    built.on(serviceHubEvents.receiveServiceMessage, (message: TServiceMessage) =>
      dispatch({ type: 'message', message }),
    );
    built.onreconnecting(() => setConnection('reconnecting'));
    // A reconnect is a new connection: what changed meanwhile comes with a fresh load.
    built.onreconnected(() => void load().catch(() => setConnection('failed')));
    built.onclose(() => setConnection('failed'));
    let isStopped = false;
    void built
      .start()
      .then(() => (isStopped ? undefined : load()))
      .catch(() => setConnection('failed'));
    return () => {
      isStopped = true;
      void built.stop();
    };
  }, []);

  const act = useCallback(async (run: (connection: HubConnection) => Promise<void>) => {
    if (!hub.current) return null;
    try {
      await run(hub.current);
      return null;
    } catch (error) {
      return hubRefusalText(error);
    }
  }, []);

  return {
    state,
    connection,
    select: (sessionId: number) => dispatch({ type: 'select', sessionId }),
    take: (sessionId?: number) =>
      act(async (c) => {
        const session = await c.invoke<TServiceDeskSession>(serviceDeskHubMethods.take, {
          SessionId: sessionId,
        });
        dispatch({ type: 'assigned', session });
      }),
    reply: (sessionId: number, body: string) =>
      act(async (c) => {
        const message = await c.invoke<TServiceMessage>(serviceDeskHubMethods.reply, {
          SessionId: sessionId,
          Body: body,
        });
        dispatch({ type: 'message', message });
      }),
    transfer: (sessionId: number, toAdminId: number) =>
      act(async (c) => {
        await c.invoke(serviceDeskHubMethods.transfer, {
          SessionId: sessionId,
          ToAdminId: toAdminId,
        });
        dispatch({ type: 'released', sessionId });
      }),
    finish: (sessionId: number) =>
      act(async (c) => {
        await c.invoke(serviceDeskHubMethods.finish, { SessionId: sessionId });
        dispatch({ type: 'released', sessionId });
      }),
  };
}

export type TServiceDesk = ReturnType<typeof useServiceDesk>;
