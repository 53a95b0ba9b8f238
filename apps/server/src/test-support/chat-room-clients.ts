import { chatGroupHubEvents } from '@lottery/contracts';
import { expect, vi } from 'vitest';
import { chatEvents } from './chat-clients.ts';
import type { TReceived, useHubClients } from './hub-clients.ts';
import type { TTestApp } from './test-app.ts';

const recorded = [...chatEvents, ...Object.values(chatGroupHubEvents)];

/** Waits until `find` answers something (the pushes arrive asynchronously). */
const waitFor = <T>(find: () => T | undefined): Promise<T> =>
  vi.waitFor(
    () => {
      const found = find();
      expect(found).toBeDefined();
      return found as T;
    },
    { timeout: 3_000 },
  );

interface TPerson {
  userId: number;
  loginId: string;
  connection: Awaited<ReturnType<ReturnType<typeof useHubClients>['connect']>>['connection'];
  received: TReceived[];
}

/** Group and site-group room test helpers over a file's app and hub clients. */
export function chatRoomClients(t: TTestApp, hub: ReturnType<typeof useHubClients>) {
  return {
    /** A logged-in account whose connection records the chat and room events. */
    async person(options: { role?: 'player' | 'agent'; parentId?: number } = {}): Promise<TPerson> {
      const account = await t.createAccount(options);
      const token = await t.login(account.loginId);
      const { connection, received } = await hub.connect(token, recorded);
      return { ...account, connection, received };
    },
    waitFor,
    /** The payload of the nth (from 0) event of that name the person received. */
    eventOf: async (who: TPerson, event: string, nth = 0) =>
      (await waitFor(() => who.received.filter((r) => r.event === event)[nth])).payload,
    /**
     * Everything the server sent this connection before now has arrived: an invocation's
     * answer comes after every frame sent to the connection before it (one ordered socket).
     */
    drained: (who: TPerson) =>
      who.connection.invoke('GetHistoryMessageCount', { RoomId: 1 }).catch(() => null),
    messagesOf: (received: readonly TReceived[]): string[] =>
      received
        .filter((r) => r.event === 'ReceiveMessage')
        .map((r) => (r.payload as { Body: string }).Body),
  };
}
