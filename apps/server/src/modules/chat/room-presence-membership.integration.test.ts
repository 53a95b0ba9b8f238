import type { TChangeOnlineStateEvent, TRoomMembersPage } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { chatFixtures, perMember } from '../../test-support/chat-clients.ts';
import { useHubClients, type TReceived } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);

/** The room's ChangeOnlineState events about `userId`. */
const changesOf = (received: readonly TReceived[], roomId: number, userId: number) =>
  received
    .filter((r) => r.event === 'ChangeOnlineState')
    .flatMap((r) => perMember(r.payload as TChangeOnlineStateEvent))
    .filter((change) => change.RoomId === roomId && change.UserId === userId);

/** A member's device in chat: it entered its rooms and records ChangeOnlineState. */
async function inChat(token: string) {
  const { connection, received } = await hub.connect(token, ['ChangeOnlineState']);
  await connection.invoke('GetInitialData');
  return { connection, received };
}

describe('online state follows membership changes, with the official client', () => {
  it('an added member online in chat counts at once; a removed one leaves the room’s presence', async () => {
    const alice = await chat.member();
    const bob = await chat.member();
    const carol = await chat.member();
    const roomId = await chat.room([{ userId: alice.userId, role: 'owner' }, bob]);
    // Carol shares another room with Alice, who may then add her.
    await chat.room([alice, carol]);
    const owner = await inChat(alice.token);
    const bobs = await inChat(bob.token);
    const carols = await inChat(carol.token);
    const online = async () =>
      (
        await owner.connection.invoke<TRoomMembersPage>('GetRoomMembers', { RoomId: roomId })
      ).OnlineUserIds.toSorted((a, b) => a - b);
    expect(await online()).toEqual([alice.userId, bob.userId]);

    await owner.connection.invoke('AddGroupRoomMembers', {
      RoomId: roomId,
      UserIds: [carol.userId],
    });
    await expect
      .poll(() => changesOf(owner.received, roomId, carol.userId))
      .toEqual([{ RoomId: roomId, UserId: carol.userId, IsOnline: true, OnlineCount: 3 }]);
    expect(await online()).toEqual([alice.userId, bob.userId, carol.userId]);

    await owner.connection.invoke('RemoveGroupRoomMember', { RoomId: roomId, UserId: bob.userId });
    await expect
      .poll(() => changesOf(owner.received, roomId, bob.userId))
      .toEqual([
        { RoomId: roomId, UserId: bob.userId, IsOnline: true, OnlineCount: 2 },
        { RoomId: roomId, UserId: bob.userId, IsOnline: false, OnlineCount: 2 },
      ]);
    expect(await online()).toEqual([alice.userId, carol.userId]);
    // Bob's device, out of the room's group, hears nothing more of it; his leaving later
    // tells the room nothing either.
    const heardByBob = bobs.received.length;
    await carols.connection.stop();
    await expect
      .poll(() => changesOf(owner.received, roomId, carol.userId).at(-1))
      .toEqual({ RoomId: roomId, UserId: carol.userId, IsOnline: false, OnlineCount: 1 });
    await bobs.connection.stop();
    expect(bobs.received.length).toBe(heardByBob);
    await owner.connection.invoke('UpdateConnectionActiveTime');
    expect(changesOf(owner.received, roomId, bob.userId)).toHaveLength(2);
  });
});
