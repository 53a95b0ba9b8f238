import type { TServiceDeskSession, TServiceMessage, TServiceSession } from '@lottery/contracts';
import type { HubConnection } from '@microsoft/signalr';
import { expect, vi } from 'vitest';
import type { TReceived, useHubClients } from './hub-clients.ts';
import type { TTestApp } from './test-app.ts';

/** The customer-service events an asker's test connection records. */
export const askerEvents = [
  'CustomerServiceQueuePosition',
  'StartCustomerServiceServing',
  'FinishCustomerServiceServing',
  'ReceiveCustomerServiceMessage',
  'CustomerServiceWaitingCancelled',
] as const;

/** The events an operator's desk connection records. */
export const deskEvents = [
  'ServiceDeskQueueChanged',
  'ServiceDeskAssigned',
  'ServiceDeskReleased',
  'ReceiveCustomerServiceMessage',
] as const;

export interface TServiceClient {
  connection: HubConnection;
  received: TReceived[];
}

/** Customer-service test helpers over a file's app and hub clients. */
export function serviceFixtures(t: TTestApp, hub: ReturnType<typeof useHubClients>) {
  return {
    /** Ends whatever an earlier test left open, so a test starts with an empty queue. */
    emptyQueue: () =>
      t.db.query(
        `UPDATE service_sessions SET state = 'finished', finished_at = $1,
                operator_id = coalesce(operator_id, (SELECT min(id) FROM admins))
          WHERE state IN ('waiting', 'serving')`,
        [t.clock.now()],
      ),
    /** A visitor token issued to `ip` (the HTTP answer, for refusals). */
    visitorToken: (ip: string, token?: string) =>
      t.call('POST', '/api/Chat/Visitor', { ip, body: token ? { Token: token } : {} }),
    /** A visitor from `ip` connected with their token. */
    async visitor(ip: string) {
      const response = await t.call('POST', '/api/Chat/Visitor', { ip, body: {} });
      expect(response.statusCode).toBe(200);
      const { VisitorId, Token } = response.json<{ VisitorId: number; Token: string }>();
      const client = await hub.connect(Token, askerEvents);
      return { ...client, visitorId: VisitorId, token: Token };
    },
    /** A logged-in player connected to the hub. */
    async player() {
      const account = await t.createAccount();
      const token = await t.login(account.loginId);
      const client = await hub.connect(token, askerEvents);
      return { ...client, ...account, token };
    },
    /** An administrator of the service role with a connected desk. */
    async operator(role: 'service' | 'owner' = 'service') {
      const admin = await t.createAdmin({ role });
      const ticket = await t.call('POST', '/api/Admin/ServiceDesk/Ticket', { token: admin.token });
      expect(ticket.statusCode).toBe(200);
      const client = await hub.connect(ticket.json<{ Ticket: string }>().Ticket, deskEvents);
      return { ...client, ...admin };
    },
    ask: (connection: HubConnection) =>
      connection.invoke<TServiceSession>('AddCustomerServiceWaiting'),
    take: (connection: HubConnection, sessionId?: number) =>
      connection.invoke<TServiceDeskSession>('ServiceDeskTake', { SessionId: sessionId }),
    /** Writes as the asker, a few seconds after the last message (inside the limits). */
    async write(connection: HubConnection, method: string, body: string) {
      t.clock.advance(3_000);
      return connection.invoke<TServiceMessage>(method, { Body: body });
    },
  };
}

/** Waits until `received` holds an event of this name matching `payload`. */
export const receivedEvent = (received: readonly TReceived[], event: string, payload: unknown) =>
  vi.waitFor(
    () => expect(received).toContainEqual({ event, payload: expect.objectContaining(payload) }),
    { timeout: 3_000 },
  );
