import type { TChatRoom } from '@lottery/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatFixtures, refusalCode } from '../../test-support/chat-clients.ts';
import { chatRoomClients } from '../../test-support/chat-room-clients.ts';
import { expectAudited } from '../../test-support/expect-audited.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);
const { person, eventOf, messagesOf, waitFor } = chatRoomClients(t, hub);

const setSiteGroups = (isEnabled: boolean) =>
  t.db.query(`UPDATE site_settings SET chat_site_group_enabled = $1`, [isEnabled]);
beforeEach(() => setSiteGroups(true));

/** An administrator opens a site room (audited) and answers its id. */
async function siteRoom(kind: 'site_group' | 'tutor', name: string) {
  const token = await t.adminToken('service');
  const response = await expectAudited(t, 'POST /api/Admin/Chat/CreateSiteRoom', {
    token,
    body: { Kind: kind, Name: name },
    action: 'chat.room.create',
    targetType: 'chat_room',
    after: { Kind: kind, Name: name },
  });
  return (response.json() as { RoomId: number }).RoomId;
}

async function setStaff(roomId: number, userId: number, role: 'tutor' | 'manager' | 'member') {
  return expectAudited(t, 'POST /api/Admin/Chat/SetSiteRoomStaff', {
    token: await t.adminToken('service'),
    body: { RoomId: roomId, UserId: userId, Role: role },
    action: 'chat.room.staff',
    targetType: 'chat_room',
    targetId: roomId,
    after: { userId, role },
  });
}

const nickOf = async (userId: number) =>
  (
    await t.db.query<{ nick_name: string }>(`SELECT nick_name FROM users WHERE id = $1`, [userId])
  )[0]?.nick_name ?? '';

describe('site-group rooms over the hub, with the official client', () => {
  it('lists, enters, re-enters, pages and searches members, and leaves', async () => {
    const roomId = await siteRoom('site_group', '官方大厅');
    const alice = await person();
    const bob = await person();
    const listed = await alice.connection.invoke('GetSiteGroupRooms');
    expect(listed.Rooms).toContainEqual({
      Id: roomId,
      Kind: 'site_group',
      Name: '官方大厅',
      Announcement: '',
      MemberCount: 0,
      IsEntered: false,
    });
    expect(
      await refusalCode(alice.connection.invoke('ReEnterSiteGroupRoom', { RoomId: roomId })),
    ).toBe(8801);

    const entered: TChatRoom = await alice.connection.invoke('EnterSiteGroupRoom', {
      RoomId: roomId,
    });
    expect(entered).toMatchObject({ Id: roomId, Kind: 'site_group', MyRole: 'member' });
    expect(await eventOf(alice, 'EnterSiteGroupRoom')).toMatchObject({ Id: roomId });
    await bob.connection.invoke('EnterSiteGroupRoom', { RoomId: roomId });
    // Alice's first told the room of her own entry.
    expect(await eventOf(alice, 'ChatRoomMembersChanged', 1)).toMatchObject({
      RoomId: roomId,
      Added: [{ UserId: bob.userId, Role: 'member' }],
      MemberCount: 2,
    });
    const hi = await chat.post(bob.connection, roomId, 'hi all');
    await waitFor(() => messagesOf(alice.received).includes(hi.Body) || undefined);
    expect(
      (await alice.connection.invoke('ReEnterSiteGroupRoom', { RoomId: roomId })).Messages,
    ).toEqual([hi]);

    const everyone = [alice.userId, bob.userId];
    const byNick = await Promise.all(everyone.map(async (id) => ({ id, nick: await nickOf(id) })));
    byNick.sort((a, b) => (a.nick < b.nick ? -1 : a.nick > b.nick ? 1 : a.id - b.id));
    const first = await alice.connection.invoke('GetRoomMembers', { RoomId: roomId, Count: 1 });
    expect([first.Members.map((m: { UserId: number }) => m.UserId), first.HasMore]).toEqual([
      [byNick[0]?.id],
      true,
    ]);
    const next = await alice.connection.invoke('GetRoomMembers', {
      RoomId: roomId,
      Count: 1,
      AfterNickName: first.Members[0].NickName,
      AfterUserId: first.Members[0].UserId,
    });
    expect([next.Members.map((m: { UserId: number }) => m.UserId), next.HasMore]).toEqual([
      [byNick[1]?.id],
      false,
    ]);
    const bobsNick = await nickOf(bob.userId);
    const found = await alice.connection.invoke('GetRoomMembers', {
      RoomId: roomId,
      NickName: bobsNick,
    });
    expect(found.Members).toEqual([{ UserId: bob.userId, NickName: bobsNick, Role: 'member' }]);

    await bob.connection.invoke('LeaveSiteGroupRoom', { RoomId: roomId });
    expect(await eventOf(bob, 'ChatRoomRemoved')).toEqual({ RoomId: roomId, Reason: 'left' });
    expect(await refusalCode(chat.post(bob.connection, roomId, 'back?'))).toBe(8801);
    expect(
      (await bob.connection.invoke('GetSiteGroupRooms')).Rooms.find(
        (r: { Id: number }) => r.Id === roomId,
      ),
    ).toMatchObject({ MemberCount: 1, IsEntered: false });
  });

  it('refuses site-group methods while the site has them switched off', async () => {
    const roomId = await siteRoom('site_group', 'closed');
    const alice = await person();
    await alice.connection.invoke('EnterSiteGroupRoom', { RoomId: roomId });
    await setSiteGroups(false);
    for (const call of [
      alice.connection.invoke('GetSiteGroupRooms'),
      alice.connection.invoke('EnterSiteGroupRoom', { RoomId: roomId }),
      alice.connection.invoke('ReEnterSiteGroupRoom', { RoomId: roomId }),
      alice.connection.invoke('GetRoomMembers', { RoomId: roomId }),
    ])
      expect(await refusalCode(call)).toBe(8810);
  });

  it('a manager pins, removes and clears for everyone; a member may not', async () => {
    const roomId = await siteRoom('site_group', 'pins');
    const keeper = await person();
    const bob = await person();
    for (const who of [keeper, bob])
      await who.connection.invoke('EnterSiteGroupRoom', { RoomId: roomId });
    const staff = await setStaff(roomId, keeper.userId, 'manager');
    expect(staff.json()).toMatchObject({ Role: 'manager', IsNewMember: false });
    expect(await eventOf(bob, 'ChatRoomRole')).toEqual({
      RoomId: roomId,
      UserId: keeper.userId,
      Role: 'manager',
    });

    const tip = await chat.post(bob.connection, roomId, 'a tip worth pinning');
    const spam = await chat.post(bob.connection, roomId, 'spam');
    const pin = { RoomId: roomId, MessageId: tip.Id };
    expect(await refusalCode(bob.connection.invoke('PinMessage', pin))).toBe(8811);
    await keeper.connection.invoke('PinMessage', pin);
    expect(await eventOf(bob, 'UpdatePinMessage')).toEqual({ RoomId: roomId, Message: tip });
    const state = await bob.connection.invoke('ReEnterSiteGroupRoom', { RoomId: roomId });
    expect(state.PinnedMessage).toEqual(tip);

    const removal = { RoomId: roomId, MessageId: spam.Id };
    expect(await refusalCode(bob.connection.invoke('RemoveRoomMessage', removal))).toBe(8811);
    await keeper.connection.invoke('RemoveRoomMessage', removal);
    expect(await eventOf(bob, 'RemoveMessage')).toEqual(removal);
    expect(await refusalCode(keeper.connection.invoke('RemoveRoomMessage', removal))).toBe(8809);

    expect(await refusalCode(bob.connection.invoke('ClearRoomHistory', { RoomId: roomId }))).toBe(
      8811,
    );
    await keeper.connection.invoke('ClearRoomHistory', { RoomId: roomId });
    expect(await eventOf(bob, 'ClearHistoryMessage')).toEqual({
      RoomId: roomId,
      ClearedThroughMessageId: spam.Id,
      ClearedAt: t.clock.now(),
    });
    expect(await eventOf(bob, 'UpdatePinMessage', 1)).toEqual({ RoomId: roomId, Message: null });
    const after = await bob.connection.invoke('GetHistoryMessage', { RoomId: roomId });
    expect(after.Messages).toEqual([]);
    const fresh = await person();
    const entered = await fresh.connection.invoke('EnterSiteGroupRoom', { RoomId: roomId });
    expect([entered.Messages, entered.PinnedMessage]).toEqual([[], null]);
    const later = await chat.post(bob.connection, roomId, 'after the clear');
    expect(
      (await fresh.connection.invoke('GetHistoryMessage', { RoomId: roomId })).Messages,
    ).toEqual([later]);
  });

  it('in a tutor room only the tutors post; a tutor assigned is added live', async () => {
    const roomId = await siteRoom('tutor', '导师带单');
    const tutor = await person();
    const follower = await person();
    await follower.connection.invoke('EnterSiteGroupRoom', { RoomId: roomId });
    const staff = await setStaff(roomId, tutor.userId, 'tutor');
    expect(staff.json()).toMatchObject({ Role: 'tutor', IsNewMember: true });
    expect(await eventOf(tutor, 'ChatRoomAdded')).toMatchObject({ Id: roomId, MyRole: 'tutor' });
    expect(await refusalCode(chat.post(follower.connection, roomId, 'me too'))).toBe(8815);
    const call = await chat.post(tutor.connection, roomId, 'next draw: big');
    await waitFor(() => messagesOf(follower.received).includes(call.Body) || undefined);

    const response = await t.call('POST', '/api/Admin/Chat/SetSiteRoomStaff', {
      token: await t.adminToken('service'),
      body: { RoomId: 2_000_000_000, UserId: tutor.userId, Role: 'tutor' },
    });
    expect([response.statusCode, response.json().Code]).toEqual([404, 8818]);
    const refused = await t.call('POST', '/api/Admin/Chat/CreateSiteRoom', {
      token: await t.adminToken('finance'),
      body: { Kind: 'tutor', Name: 'no' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
