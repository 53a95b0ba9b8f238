import type { TChatRoom } from '@lottery/contracts';
import { describe, expect, it, vi } from 'vitest';
import { chatFixtures, refusalCode } from '../../test-support/chat-clients.ts';
import { chatRoomClients } from '../../test-support/chat-room-clients.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { createRoom } from './create-room.ts';

const t = useTestApp();
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);
const { person, eventOf, drained, messagesOf, waitFor } = chatRoomClients(t, hub);

describe('group rooms over the hub, with the official client', () => {
  it('creates a group of contacts; an added member receives, a removed one stops', async () => {
    const alice = await person({ role: 'agent' });
    const bob = await person({ parentId: alice.userId });
    const carol = await person();
    const stranger = await person();
    // Carol meets Alice in another group: that makes her a contact; the stranger is none.
    await chat.room([alice, carol]);

    expect(
      await refusalCode(
        alice.connection.invoke('CreateGroupRoom', { Name: 'x', MemberIds: [stranger.userId] }),
      ),
    ).toBe(8812);
    const room: TChatRoom = await alice.connection.invoke('CreateGroupRoom', {
      Name: 'Lucky <b>7</b>',
      MemberIds: [bob.userId],
    });
    expect(room).toMatchObject({ Kind: 'group', Name: 'Lucky <b>7</b>', MyRole: 'owner' });
    expect(await eventOf(bob, 'ChatRoomAdded')).toMatchObject({ Id: room.Id, MyRole: 'member' });

    const hello = await chat.post(alice.connection, room.Id, 'hello bob');
    await waitFor(() => messagesOf(bob.received).includes(hello.Body) || undefined);

    await alice.connection.invoke('AddGroupRoomMembers', {
      RoomId: room.Id,
      UserIds: [carol.userId],
    });
    expect(await eventOf(carol, 'ChatRoomAdded')).toMatchObject({ Id: room.Id });
    // Bob's first was the group's creation, which added him.
    expect(await eventOf(bob, 'ChatRoomMembersChanged', 1)).toMatchObject({
      RoomId: room.Id,
      Added: [{ UserId: carol.userId, Role: 'member' }],
      MemberCount: 3,
    });
    const welcome = await chat.post(bob.connection, room.Id, 'welcome carol');
    await waitFor(() => messagesOf(carol.received).includes(welcome.Body) || undefined);
    expect(
      await refusalCode(
        alice.connection.invoke('AddGroupRoomMembers', {
          RoomId: room.Id,
          UserIds: [stranger.userId],
        }),
      ),
    ).toBe(8812);

    // Members neither rename nor give roles; a manager still gives no roles.
    expect(
      await refusalCode(bob.connection.invoke('RenameRoom', { RoomId: room.Id, Name: 'b' })),
    ).toBe(8811);
    const makeManager = { RoomId: room.Id, UserId: bob.userId, Role: 'manager' };
    expect(await refusalCode(bob.connection.invoke('SetRoomMemberRole', makeManager))).toBe(8811);
    await alice.connection.invoke('SetRoomMemberRole', makeManager);
    expect(await eventOf(carol, 'ChatRoomRole')).toEqual({
      RoomId: room.Id,
      UserId: bob.userId,
      Role: 'manager',
    });
    expect(
      await refusalCode(
        bob.connection.invoke('SetRoomMemberRole', { ...makeManager, UserId: carol.userId }),
      ),
    ).toBe(8811);
    await bob.connection.invoke('RenameRoom', { RoomId: room.Id, Name: 'Lucky 8' });
    expect(await eventOf(carol, 'ChatRoomRenamed')).toEqual({ RoomId: room.Id, Name: 'Lucky 8' });

    // The manager removes Carol: she is told, then reads, posts and hears nothing of the room.
    expect(
      await refusalCode(
        bob.connection.invoke('RemoveGroupRoomMember', { RoomId: room.Id, UserId: alice.userId }),
      ),
    ).toBe(8813);
    await bob.connection.invoke('RemoveGroupRoomMember', { RoomId: room.Id, UserId: carol.userId });
    expect(await eventOf(carol, 'ChatRoomRemoved')).toEqual({ RoomId: room.Id, Reason: 'removed' });
    expect(await eventOf(alice, 'ChatRoomMembersChanged', 2)).toMatchObject({
      RoomId: room.Id,
      RemovedUserIds: [carol.userId],
      MemberCount: 2,
    });
    const secret = await chat.post(alice.connection, room.Id, 'after carol left');
    await waitFor(() => messagesOf(bob.received).includes(secret.Body) || undefined);
    await drained(carol);
    expect(messagesOf(carol.received)).not.toContain(secret.Body);
    expect(await refusalCode(chat.post(carol.connection, room.Id, 'still here?'))).toBe(8801);
    expect(
      await refusalCode(carol.connection.invoke('GetHistoryMessage', { RoomId: room.Id })),
    ).toBe(8801);
    const initial = await carol.connection.invoke('GetInitialData');
    expect(initial.Rooms.map((r: TChatRoom) => r.Id)).not.toContain(room.Id);
  });

  it('lists which members are online in the room', async () => {
    const alice = await person({ role: 'agent' });
    const bob = await person({ parentId: alice.userId });
    const room: TChatRoom = await alice.connection.invoke('CreateGroupRoom', {
      Name: 'who is here',
      MemberIds: [bob.userId],
    });
    // Online in a room: a connection of theirs entered it (GetInitialData, SyncWhenReconnected).
    await alice.connection.invoke('GetInitialData');
    const onlineIds = async () =>
      (
        (await alice.connection.invoke('GetRoomMembers', { RoomId: room.Id })) as {
          OnlineUserIds: number[];
        }
      ).OnlineUserIds.sort((a, b) => a - b);
    expect(await onlineIds()).toEqual([alice.userId]);
    await bob.connection.invoke('GetInitialData');
    expect(await onlineIds()).toEqual([alice.userId, bob.userId].sort((a, b) => a - b));
    await bob.connection.stop();
    await vi.waitFor(async () => expect(await onlineIds()).toEqual([alice.userId]), {
      timeout: 3_000,
    });
  });

  it('a read-only group refuses a member; settings reach the room and its initial data', async () => {
    const alice = await person({ role: 'agent' });
    const bob = await person({ parentId: alice.userId });
    const room: TChatRoom = await alice.connection.invoke('CreateGroupRoom', {
      Name: 'notices',
      MemberIds: [bob.userId],
    });
    await alice.connection.invoke('SetRoomReadOnly', { RoomId: room.Id, IsReadOnly: true });
    expect(await eventOf(bob, 'ChatRoomReadOnly')).toEqual({ RoomId: room.Id, IsReadOnly: true });
    expect(await refusalCode(chat.post(bob.connection, room.Id, 'may I?'))).toBe(8803);
    await alice.connection.invoke('SetRoomAnnouncement', {
      RoomId: room.Id,
      Announcement: ' <script>x</script> ',
    });
    expect(await eventOf(bob, 'ChatRoomAnnouncement')).toEqual({
      RoomId: room.Id,
      Announcement: '<script>x</script>',
    });
    const initial = await bob.connection.invoke('GetInitialData');
    expect(initial.Rooms.find((r: TChatRoom) => r.Id === room.Id)).toMatchObject({
      IsReadOnly: true,
      Announcement: '<script>x</script>',
      MyRole: 'member',
      PinnedMessage: null,
    });

    const members = await bob.connection.invoke('GetRoomMembers', { RoomId: room.Id });
    expect(members.Members.map((m: { UserId: number }) => m.UserId).sort()).toEqual(
      [alice.userId, bob.userId].sort(),
    );
    // A public room holds everyone: its member list is no directory of the site's players.
    const lobby = await createRoom(t.db, { kind: 'public', name: 'lobby' }, t.clock.now());
    await bob.connection.invoke('GetInitialData');
    expect(await refusalCode(bob.connection.invoke('GetRoomMembers', { RoomId: lobby }))).toBe(
      8811,
    );

    expect(await refusalCode(alice.connection.invoke('LeaveGroupRoom', { RoomId: room.Id }))).toBe(
      8813,
    );
    await bob.connection.invoke('LeaveGroupRoom', { RoomId: room.Id });
    expect(await eventOf(bob, 'ChatRoomRemoved')).toEqual({ RoomId: room.Id, Reason: 'left' });
    expect(await refusalCode(bob.connection.invoke('GetHistoryMessage', { RoomId: room.Id }))).toBe(
      8801,
    );
  });
});
