import type { TChatRestrictionsPage, TChatRoomMessagesPage } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { chatFixtures, refusalCode } from '../../test-support/chat-clients.ts';
import { expectAudited } from '../../test-support/expect-audited.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { createRoom } from './create-room.ts';

const t = useTestApp();
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);

/** The refusal body of a hub invocation (its error text ends in the catalogue body's JSON). */
async function refusalBody(invocation: Promise<unknown>) {
  const error = await invocation.then(
    () => expect.fail('the invocation was not refused'),
    (thrown: unknown) => thrown as Error,
  );
  return JSON.parse(/HubException: (\{.*\})$/.exec(error.message)?.[1] ?? '{}') as {
    Code: number;
    MutedUntil?: number;
  };
}

const restrictionIdOf = (response: { json(): unknown }) =>
  (response.json() as { RestrictionId: number }).RestrictionId;

describe('mutes', () => {
  it('a room mute refuses the sender there until its end, audited; Unmute lifts it', async () => {
    const alice = await chat.member();
    const roomId = await chat.room([alice]);
    const otherRoomId = await chat.room([alice]);
    const admin = await t.adminToken('service');
    const muted = await expectAudited(t, 'POST /api/Admin/Chat/Mute', {
      token: admin,
      body: { LoginId: alice.loginId, RoomId: roomId, Minutes: 30, Reason: 'flooding' },
      action: 'chat.player.mute',
      targetType: 'player',
      targetId: alice.loginId,
      after: { roomId, endsAt: t.clock.now() + 30 * 60_000, reason: 'flooding' },
    });
    const endsAt = t.clock.now() + 30 * 60_000;

    const refused = await refusalBody(chat.post(alice.connection, roomId, 'still here?'));
    expect(refused).toMatchObject({ Code: 8830, MutedUntil: endsAt });
    await chat.post(alice.connection, otherRoomId, 'another room is fine');

    await expectAudited(t, 'POST /api/Admin/Chat/Unmute', {
      token: admin,
      body: { RestrictionId: restrictionIdOf(muted), Reason: 'apologised' },
      action: 'chat.player.unmute',
      targetType: 'player',
      targetId: alice.loginId,
      before: { roomId, reason: 'flooding' },
      after: { reason: 'apologised' },
    });
    expect((await chat.post(alice.connection, roomId, 'thanks')).Body).toBe('thanks');
    const again = await t.call('POST', '/api/Admin/Chat/Unmute', {
      token: admin,
      body: { RestrictionId: restrictionIdOf(muted), Reason: 'twice' },
    });
    expect([again.statusCode, again.json().Code]).toEqual([404, 8834]);
  });

  it('an all-chat mute until lifted refuses every room; a timed one ends by itself', async () => {
    const bob = await chat.member();
    const roomId = await chat.room([bob]);
    const admin = await t.adminToken('owner');
    const forever = await t.call('POST', '/api/Admin/Chat/Mute', {
      token: admin,
      body: { LoginId: bob.loginId, Reason: 'abuse' },
    });
    expect(forever.json()).toMatchObject({ UserId: bob.userId, RoomId: null });
    expect(await refusalCode(chat.post(bob.connection, roomId, 'hello'))).toBe(8831);
    await t.call('POST', '/api/Admin/Chat/Unmute', {
      token: admin,
      body: { RestrictionId: restrictionIdOf(forever), Reason: 'reviewed' },
    });

    await t.call('POST', '/api/Admin/Chat/Mute', {
      token: admin,
      body: { LoginId: bob.loginId, Minutes: 1, Reason: 'cool down' },
    });
    expect(await refusalCode(chat.post(bob.connection, roomId, 'hello'))).toBe(8830);
    t.clock.advance(60_000);
    expect((await chat.post(bob.connection, roomId, 'back')).Body).toBe('back');
  });
});

describe('bans', () => {
  it('removes the player from the room, closes their connection, keeps a public room out', async () => {
    const publicRoom = await createRoom(t.db, { kind: 'public', name: 'hall' }, t.clock.now());
    const alice = await chat.member();
    const bob = await chat.member();
    for (const person of [alice, bob]) await person.connection.invoke('GetInitialData');
    const admin = await t.adminToken('service');
    const closed = new Promise<Error | undefined>((resolve) => bob.connection.onclose(resolve));

    const ban = await expectAudited(t, 'POST /api/Admin/Chat/Ban', {
      token: admin,
      body: { LoginId: bob.loginId, RoomId: publicRoom, Reason: 'scam links' },
      action: 'chat.player.ban',
      targetType: 'player',
      targetId: bob.loginId,
      before: { roomId: publicRoom, memberRole: 'member' },
      after: { roomId: publicRoom, reason: 'scam links' },
    });
    expect((await closed)?.message).toContain('"Code":8837');

    await bob.connection.start();
    const initial = await bob.connection.invoke('GetInitialData');
    expect(initial.Rooms.map((room: { Id: number }) => room.Id)).not.toContain(publicRoom);
    expect(await refusalCode(chat.post(bob.connection, publicRoom, 'let me in'))).toBe(8801);
    const twice = await t.call('POST', '/api/Admin/Chat/Ban', {
      token: admin,
      body: { LoginId: bob.loginId, RoomId: publicRoom, Reason: 'again' },
    });
    expect([twice.statusCode, twice.json().Code]).toEqual([409, 8835]);

    await expectAudited(t, 'POST /api/Admin/Chat/Unban', {
      token: admin,
      body: { RestrictionId: restrictionIdOf(ban), Reason: 'appeal accepted' },
      action: 'chat.player.unban',
      targetType: 'player',
      targetId: bob.loginId,
      after: { reason: 'appeal accepted' },
    });
    const after = await bob.connection.invoke('GetInitialData');
    expect(after.Rooms.map((room: { Id: number }) => room.Id)).toContain(publicRoom);
  });
});

describe('links', () => {
  it('a member’s link is refused; the room owner’s passes', async () => {
    const owner = await chat.member();
    const member = await chat.member();
    const roomId = await chat.room([{ ...owner, role: 'owner' }, member]);
    expect(await refusalCode(chat.post(member.connection, roomId, 'https://x.test'))).toBe(8832);
    expect((await chat.post(owner.connection, roomId, 'rules: https://x.test')).Kind).toBe('text');
  });
});

describe('the console reads', () => {
  it('lists mutes and bans with filters, newest first', async () => {
    const carol = await chat.member();
    const roomId = await chat.room([carol]);
    const admin = await t.adminToken('service');
    const mute = await t.call('POST', '/api/Admin/Chat/Mute', {
      token: admin,
      body: { LoginId: carol.loginId, RoomId: roomId, Minutes: 5, Reason: 'spam' },
    });
    await t.call('POST', '/api/Admin/Chat/Ban', {
      token: admin,
      body: { LoginId: carol.loginId, RoomId: roomId, Reason: 'more spam' },
    });
    const list = async (query: string) => {
      const response = await t.call(
        'GET',
        `/api/Admin/Chat/Mutes?LoginId=${carol.loginId}${query}`,
        {
          token: admin,
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as TChatRestrictionsPage;
    };
    const standing = await list('');
    expect(standing.Items.map((item) => [item.Kind, item.Reason, item.IsActive])).toEqual([
      ['ban', 'more spam', true],
      ['mute', 'spam', true],
    ]);
    expect(standing.Items[1]).toMatchObject({ RoomName: 'test room', LoginId: carol.loginId });
    expect((await list('&Kind=mute')).Items.map((item) => item.Id)).toEqual([
      restrictionIdOf(mute),
    ]);
    t.clock.advance(5 * 60_000);
    expect((await list('&Kind=mute')).TotalCount).toBe(0);
    expect((await list('&Kind=mute&ActiveOnly=false')).Items[0]).toMatchObject({
      IsActive: false,
    });
  });

  it("pages a room's messages newest first, removed ones with who removed them and why", async () => {
    const dave = await chat.member();
    const roomId = await chat.room([dave]);
    const posted = [];
    for (const body of ['one', 'two', 'three'])
      posted.push(await chat.post(dave.connection, roomId, body));
    const admin = await t.createAdmin({ role: 'service' });
    await t.call('POST', '/api/Admin/Chat/RemoveMessage', {
      token: admin.token,
      body: { MessageId: posted[1]?.Id, Reason: 'off topic' },
    });
    const page = async (query: string) =>
      (
        await t.call('GET', `/api/Admin/Chat/RoomMessages?RoomId=${roomId}${query}`, {
          token: admin.token,
        })
      ).json() as TChatRoomMessagesPage;
    const newest = await page('&Count=2');
    expect(newest.Messages.map((m) => [m.Body, m.RemovalReason, m.RemovedByLoginId])).toEqual([
      ['three', null, null],
      ['two', 'off topic', admin.loginId],
    ]);
    expect(newest.Messages[0]?.SenderLoginId).toBe(dave.loginId);
    const older = await page(`&Count=2&BeforeMessageId=${newest.NextBeforeMessageId}`);
    expect([older.Messages.map((m) => m.Body), older.NextBeforeMessageId]).toEqual([['one'], null]);

    const rooms = await t.call('GET', '/api/Admin/Chat/Rooms?PageSize=100', { token: admin.token });
    expect(rooms.json().Items).toContainEqual(
      expect.objectContaining({ Id: roomId, MemberCount: 1, LastMessageAt: posted[2]?.CreatedAt }),
    );
  });
});

describe('the routes refuse', () => {
  it('a role without chat.moderate, whatever the route', async () => {
    const token = await t.adminToken('finance');
    for (const [method, url] of [
      ['POST', '/api/Admin/Chat/Mute'],
      ['POST', '/api/Admin/Chat/Ban'],
      ['POST', '/api/Admin/Chat/Unban'],
      ['GET', '/api/Admin/Chat/Mutes'],
      ['GET', '/api/Admin/Chat/RoomMessages?RoomId=1'],
    ] as const) {
      const response = await t.call(method, url, {
        token,
        ...(method === 'POST' ? { body: { LoginId: 'x', RoomId: 1, Reason: 'r' } } : {}),
      });
      expect([url, response.statusCode, response.json().Code]).toEqual([url, 403, 6001]);
    }
  });

  it('bad input as 4xx with its code, never a 500', async () => {
    const token = await t.adminToken('service');
    const player = await t.createAccount();
    const cases: [string, unknown, number, number][] = [
      ['/api/Admin/Chat/Mute', { LoginId: player.loginId, Reason: ' ' }, 400, 1001],
      ['/api/Admin/Chat/Mute', { LoginId: player.loginId, Minutes: 0, Reason: 'r' }, 400, 1001],
      ['/api/Admin/Chat/Mute', { LoginId: 'nobody-here', Reason: 'r' }, 404, 8833],
      [
        '/api/Admin/Chat/Mute',
        { LoginId: player.loginId, RoomId: 2_000_000, Reason: 'r' },
        404,
        8836,
      ],
      ['/api/Admin/Chat/Ban', { LoginId: player.loginId, Reason: 'r' }, 400, 1001],
      [
        '/api/Admin/Chat/Ban',
        { LoginId: player.loginId, RoomId: 2_000_000, Reason: 'r' },
        404,
        8836,
      ],
      ['/api/Admin/Chat/Unban', { RestrictionId: 2_000_000, Reason: 'r' }, 404, 8834],
    ];
    for (const [url, body, status, code] of cases) {
      const response = await t.call('POST', url, { token, body });
      expect([url, body, response.statusCode, response.json().Code]).toEqual([
        url,
        body,
        status,
        code,
      ]);
    }
    for (const query of ['RoomId=0', 'RoomId=abc', 'RoomId=1&Count=1000']) {
      const response = await t.call('GET', `/api/Admin/Chat/RoomMessages?${query}`, { token });
      expect([query, response.statusCode, response.json().Code]).toEqual([query, 400, 1001]);
    }
    const missing = await t.call('GET', '/api/Admin/Chat/RoomMessages?RoomId=2000000', { token });
    expect([missing.statusCode, missing.json().Code]).toEqual([404, 8836]);
    const badFlag = await t.call('GET', '/api/Admin/Chat/Mutes?ActiveOnly=maybe', { token });
    expect(badFlag.statusCode).toBe(400);
  });
});
