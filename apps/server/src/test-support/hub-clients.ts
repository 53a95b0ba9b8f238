import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { afterAll, beforeAll } from 'vitest';
import type { TTestApp } from './test-app.ts';

export interface TReceived<TPayload = unknown> {
  event: string;
  payload: TPayload;
}

/**
 * The official SignalR client against a test file's app: the app listens on 127.0.0.1 (a free
 * port) from beforeAll, and every connection opened stops after the file's tests. Call it after
 * useTestApp.
 */
export function useHubClients(t: TTestApp) {
  let baseUrl = '';
  const open: HubConnection[] = [];
  beforeAll(async () => {
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await Promise.all(open.map((connection) => connection.stop()));
  });
  const start = async <TPayload>(
    url: string,
    token: string | null,
    events: readonly string[],
    transport: HttpTransportType,
  ) => {
    const connection = new HubConnectionBuilder()
      .withUrl(`${url}/Hub`, {
        transport,
        ...(token ? { accessTokenFactory: () => token } : {}),
      })
      .configureLogging(LogLevel.None)
      .build();
    open.push(connection);
    const received: TReceived<TPayload>[] = [];
    for (const event of events)
      connection.on(event, (payload: TPayload) => received.push({ event, payload }));
    await connection.start();
    return { connection, received };
  };
  return {
    /**
     * A started connection with `token` (null: anonymous), over WebSockets unless told, that
     * records every push of `events` in the order it came.
     */
    connect: <TPayload = unknown>(
      token: string | null,
      events: readonly string[] = [],
      transport = HttpTransportType.WebSockets,
    ) => start<TPayload>(baseUrl, token, events, transport),
    /** The same against another instance listening at `url` (e.g. from startInstance). */
    connectAt: <TPayload = unknown>(
      url: string,
      token: string | null,
      events: readonly string[] = [],
    ) => start<TPayload>(url, token, events, HttpTransportType.WebSockets),
  };
}
