import {
  serviceHubEvents,
  serviceHubMethods,
  type TServiceInitialData,
  type TServiceMessage,
  type TServiceSession,
} from '@lottery/contracts';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { serviceReducer } from './service-state.ts';
import { visitorToken } from './visitor-token.ts';

export type TServiceConnection = 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** The catalogue message of a hub refusal (its error text ends in the body's JSON), else null. */
export function refusalMessage(error: unknown): string | null {
  const text = error instanceof Error ? error.message : String(error);
  const body = /HubException: (\{.*\})$/.exec(text)?.[1];
  if (!body) return null;
  try {
    return (JSON.parse(body) as { Message?: string }).Message ?? null;
  } catch {
    return null;
  }
}

/**
 * Customer service over /Hub, as a player (their access token) or a visitor (a kept visitor
 * token). Loads the conversation on every (re)connect, so nothing is lost across reloads and
 * drops, and follows the queue, start, finish and message events. Actions answer a refusal's
 * text or null.
 */
export function useCustomerService(playerToken: string | null) {
  const [view, dispatch] = useReducer(serviceReducer, null);
  const [connection, setConnection] = useState<TServiceConnection>('connecting');
  const [attempt, setAttempt] = useState(0);
  const hub = useRef<HubConnection | null>(null);
  const initialMethod =
    playerToken === null
      ? serviceHubMethods.getInitialDataAnonymity
      : serviceHubMethods.getCustomerServiceSession;

  useEffect(() => {
    setConnection('connecting');
    const built = new HubConnectionBuilder()
      .withUrl('/Hub', {
        accessTokenFactory: () => (playerToken === null ? visitorToken() : playerToken),
      })
      .withAutomaticReconnect()
      .configureLogging(LogLevel.Warning)
      .build();
    hub.current = built;
    const load = async () => {
      const data = await built.invoke<TServiceInitialData>(initialMethod);
      dispatch({ type: 'loaded', session: data.Session });
      setConnection('connected');
    };
    built.on(serviceHubEvents.queuePosition, (e: { SessionId: number; Position: number }) =>
      dispatch({ type: 'position', sessionId: e.SessionId, position: e.Position }),
    );
    built.on(serviceHubEvents.startServing, (e: { SessionId: number; OperatorName: string }) =>
      dispatch({ type: 'started', sessionId: e.SessionId, operatorName: e.OperatorName }),
    );
    built.on(serviceHubEvents.finishServing, (e: { SessionId: number; At: number }) =>
      dispatch({ type: 'finished', sessionId: e.SessionId, at: e.At }),
    );
    built.on(serviceHubEvents.receiveServiceMessage, (message: TServiceMessage) =>
      dispatch({ type: 'message', message }),
    );
    built.onreconnecting(() => setConnection('reconnecting'));
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
  }, [playerToken, initialMethod, attempt]);

  const act = useCallback(async (run: (c: HubConnection) => Promise<void>) => {
    if (!hub.current) return null;
    try {
      await run(hub.current);
      return null;
    } catch (error) {
      return refusalMessage(error) ?? String(error);
    }
  }, []);

  return {
    view,
    connection,
    retry: () => setAttempt((n) => n + 1),
    ask: () =>
      act(async (c) => {
        const session = await c.invoke<TServiceSession>(
          serviceHubMethods.addCustomerServiceWaiting,
        );
        dispatch({ type: 'loaded', session });
      }),
    send: (body: string) =>
      act(async (c) => {
        const message = await c.invoke<TServiceMessage>(
          playerToken === null
            ? serviceHubMethods.addMessageAnonymity
            : serviceHubMethods.addCustomerServiceMessage,
          { Body: body },
        );
        dispatch({ type: 'message', message });
      }),
    rate: (sessionId: number, rating: number, comment: string) =>
      act(async (c) => {
        await c.invoke(serviceHubMethods.rateCustomerService, {
          SessionId: sessionId,
          Rating: rating,
          Comment: comment,
        });
        dispatch({ type: 'rated', sessionId, rating });
      }),
  };
}
