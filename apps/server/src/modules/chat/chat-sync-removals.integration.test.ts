import type { TChatMessage, TChatSync } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { chatFixtures, receivedAtLeast } from '../../test-support/chat-clients.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);

describe('removals missed while away come with the reconnect sync', () => {
  const remove = async (admin: string, messageId: number) => {
    const response = await t.call('POST', '/api/Admin/Chat/RemoveMessage', {
      token: admin,
      body: { MessageId: messageId, Reason: 'spam' },
    });
    expect(response.statusCode).toBe(200);
  };

  it('gets the new message once and the removal, then nothing again', async () => {
    const admin = await t.adminToken('service');
    const alice = await chat.member();
    const bob = await chat.member();
    const roomId = await chat.room([alice, bob]);
    await alice.connection.invoke('GetInitialData');
    const early = await chat.post(bob.connection, roomId, 'removed before the initial data');
    await remove(admin, early.Id);
    const kept = await chat.post(bob.connection, roomId, 'kept');
    const doomed = await chat.post(bob.connection, roomId, 'removed while away');
    const initial = await bob.connection.invoke('GetInitialData');
    const room = initial.Rooms.find((r: { Id: number }) => r.Id === roomId);
    // The page reflects the first removal; the cursor says so, and a sync does not repeat it.
    expect(room.Messages.map((m: TChatMessage) => m.Id)).toEqual([kept.Id, doomed.Id]);
    expect(room.RemovalCursor).toBeGreaterThan(0);

    await bob.connection.stop();
    await remove(admin, doomed.Id);
    const missed = await chat.post(alice.connection, roomId, 'sent while away');
    await bob.connection.start();
    const sync: TChatSync = await bob.connection.invoke('SyncWhenReconnected', {
      Rooms: [{ RoomId: roomId, LastMessageId: doomed.Id, RemovalCursor: room.RemovalCursor }],
    });
    const [synced] = sync.Rooms;
    expect(synced).toMatchObject({
      RoomId: roomId,
      Messages: [missed],
      HasMore: false,
      RemovedMessageIds: [doomed.Id],
      HasMoreRemovals: false,
    });
    expect(synced?.RemovalCursor).toBeGreaterThan(room.RemovalCursor);

    // Live again: the next removal arrives as an event, and the next sync repeats nothing.
    await remove(admin, missed.Id);
    await receivedAtLeast(bob.received, 1);
    expect(bob.received).toEqual([
      { event: 'RemoveMessage', payload: { RoomId: roomId, MessageId: missed.Id } },
    ]);
    const again: TChatSync = await bob.connection.invoke('SyncWhenReconnected', {
      Rooms: [{ RoomId: roomId, LastMessageId: missed.Id, RemovalCursor: synced?.RemovalCursor }],
    });
    expect(again.Rooms[0]).toMatchObject({ Messages: [], RemovedMessageIds: [missed.Id] });
    const settled: TChatSync = await bob.connection.invoke('SyncWhenReconnected', {
      Rooms: [
        { RoomId: roomId, LastMessageId: missed.Id, RemovalCursor: again.Rooms[0]?.RemovalCursor },
      ],
    });
    expect(settled.Rooms[0]).toMatchObject({ Messages: [], RemovedMessageIds: [] });
  });

  it('answers no removals of messages past what the client holds, nor of other rooms', async () => {
    const admin = await t.adminToken('service');
    const alice = await chat.member();
    const bob = await chat.member();
    const roomId = await chat.room([alice, bob]);
    const otherRoom = await chat.room([alice]);
    await bob.connection.invoke('GetInitialData');
    await alice.connection.invoke('GetInitialData');
    const held = await chat.post(alice.connection, roomId, 'held');
    const elsewhere = await chat.post(alice.connection, otherRoom, 'elsewhere');
    await bob.connection.stop();
    const unseen = await chat.post(alice.connection, roomId, 'never seen');
    await remove(admin, unseen.Id);
    await remove(admin, elsewhere.Id);
    await bob.connection.start();
    const sync: TChatSync = await bob.connection.invoke('SyncWhenReconnected', {
      Rooms: [
        { RoomId: roomId, LastMessageId: held.Id, RemovalCursor: 0 },
        { RoomId: otherRoom, LastMessageId: elsewhere.Id, RemovalCursor: 0 },
      ],
    });
    expect(sync.Rooms).toHaveLength(1);
    expect(sync.Rooms[0]).toMatchObject({ RoomId: roomId, Messages: [], RemovedMessageIds: [] });
  });
});
