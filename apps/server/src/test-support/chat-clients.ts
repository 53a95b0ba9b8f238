import type { TChangeOnlineStateEvent, TChatMessage, TChatMemberRole } from '@lottery/contracts';
import type { HubConnection } from '@microsoft/signalr';
import { expect, vi } from 'vitest';
import { createRoom } from '../modules/chat/create-room.ts';
import type { useHubClients } from './hub-clients.ts';
import type { TTestApp } from './test-app.ts';

/** The chat events a test connection records, in order. */
export const chatEvents = ['ReceiveMessage', 'RemoveMessage'] as const;

/** The catalogue Code of a refused hub invocation (its error text ends in the body's JSON). */
export async function refusalCode(invocation: Promise<unknown>): Promise<number> {
  const error = await invocation.then(
    () => expect.fail('the invocation was not refused'),
    (thrown: unknown) => thrown as Error,
  );
  const body = /HubException: (\{.*\})$/.exec(error.message)?.[1];
  if (!body) throw new Error(`not a catalogue refusal: ${error.message}`);
  return (JSON.parse(body) as { Code: number }).Code;
}

/** Chat test helpers over a file's app and hub clients. */
export function chatFixtures(t: TTestApp, hub: ReturnType<typeof useHubClients>) {
  return {
    /** A logged-in account with a connection that records the chat events. */
    async member() {
      const account = await t.createAccount();
      const token = await t.login(account.loginId);
      const { connection, received } = await hub.connect(token, chatEvents);
      return { ...account, token, connection, received };
    },
    /** A closed room (a group room) of exactly these members. */
    room(members: readonly { userId: number; role?: TChatMemberRole }[], isReadOnly = false) {
      return createRoom(
        t.db,
        {
          kind: 'group',
          name: 'test room',
          isReadOnly,
          members: members.map((m) => ({ userId: m.userId, role: m.role ?? 'member' })),
        },
        t.clock.now(),
      );
    },
    /** Posts as `connection`, a second later than the last post (inside the sender limit). */
    async post(connection: HubConnection, roomId: number, body: string): Promise<TChatMessage> {
      t.clock.advance(2_000);
      return connection.invoke<TChatMessage>('AddMessage', { RoomId: roomId, Body: body });
    },
  };
}

/** Waits until `received` holds at least `count` events. */
export const receivedAtLeast = (received: readonly unknown[], count: number) =>
  vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(count), { timeout: 3_000 });

/** One member's change as a ChangeOnlineState event lists it, with its room. */
export interface TMemberOnlineChange {
  RoomId: number;
  UserId: number;
  IsOnline: boolean;
  OnlineCount: number;
}

/** A (batched) ChangeOnlineState event as the changes it carries, one per member. */
export const perMember = (event: TChangeOnlineStateEvent): TMemberOnlineChange[] =>
  event.Changes.map((change) => ({ RoomId: event.RoomId, ...change }));
