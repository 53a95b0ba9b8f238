import { stateFlags } from '../../modules/auth/state-flags.ts';
import { describe, expect, it } from 'vitest';
import { chatFixtures, receivedAtLeast, refusalCode } from '../../test-support/chat-clients.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { createRoom } from './create-room.ts';

const t = useTestApp();
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);

describe('chat over the hub, with the official client', () => {
  it('two members of a room exchange messages, each received once by both', async () => {
    const alice = await chat.member();
    const bob = await chat.member();
    const roomId = await chat.room([alice, bob]);
    for (const person of [alice, bob]) await person.connection.invoke('GetInitialData');

    const hello = await chat.post(alice.connection, roomId, '  hello <b>bob</b> ');
    expect(hello).toMatchObject({ RoomId: roomId, SenderId: alice.userId, Kind: 'text' });
    expect(hello.Body).toBe('hello <b>bob</b>');
    const reply = await chat.post(bob.connection, roomId, '😀');
    await receivedAtLeast(alice.received, 2);
    await receivedAtLeast(bob.received, 2);
    for (const person of [alice, bob])
      expect(person.received).toEqual([
        { event: 'ReceiveMessage', payload: hello },
        { event: 'ReceiveMessage', payload: reply },
      ]);
  });

  it('public rooms take every account; initial data shows role, unread, page and online', async () => {
    const publicRoom = await createRoom(t.db, { kind: 'public', name: '大厅' }, t.clock.now());
    const alice = await chat.member();
    const bob = await chat.member();
    await alice.connection.invoke('GetInitialData');
    await chat.post(alice.connection, publicRoom, 'first');
    await chat.post(alice.connection, publicRoom, 'second');
    const initial = await bob.connection.invoke('GetInitialData');
    const room = initial.Rooms.find((r: { Id: number }) => r.Id === publicRoom);
    expect(room).toMatchObject({ Kind: 'public', MyRole: 'member', UnreadCount: 2 });
    expect(room.OnlineCount).toBe(2);
    expect(room.Messages.map((m: { Body: string }) => m.Body)).toEqual(['first', 'second']);

    const read = await bob.connection.invoke('UpdateRoomActiveTime', { RoomId: publicRoom });
    expect(read.LastReadMessageId).toBe(room.Messages[1].Id);
    const cleared = await bob.connection.invoke('SetHistoryMessageClearTime', {
      RoomId: publicRoom,
    });
    expect(cleared.HistoryClearedAt).toBe(t.clock.now());
    const after = await bob.connection.invoke('GetInitialData');
    expect(after.Rooms.find((r: { Id: number }) => r.Id === publicRoom)).toMatchObject({
      UnreadCount: 0,
      Messages: [],
    });
    expect(await bob.connection.invoke('GetHistoryMessageCount', { RoomId: publicRoom })).toEqual({
      RoomId: publicRoom,
      Count: 0,
    });
  });

  it('pages history backwards by message id, and counts it', async () => {
    const alice = await chat.member();
    const roomId = await chat.room([alice]);
    await t.db.query(
      `INSERT INTO chat_messages (room_id, sender_id, sender_nick_name, kind, body, created_at)
       SELECT $1, $2, 'alice', 'text', 'message ' || n, $3::bigint + n FROM generate_series(1, 75) n`,
      [roomId, alice.userId, t.clock.now()],
    );
    const page = (before?: number) =>
      alice.connection.invoke('GetHistoryMessage', { RoomId: roomId, BeforeMessageId: before });
    const bodies = (p: { Messages: { Body: string }[] }) => p.Messages.map((m) => m.Body);
    const newest = await page();
    expect(newest.HasMore).toBe(true);
    expect(bodies(newest)).toEqual(Array.from({ length: 30 }, (_, i) => `message ${i + 46}`));
    const older = await page(newest.Messages[0].Id);
    expect(bodies(older)[0]).toBe('message 16');
    const oldest = await page(older.Messages[0].Id);
    expect([bodies(oldest).length, oldest.HasMore]).toEqual([15, false]);
    const count = (before?: number) =>
      alice.connection.invoke('GetHistoryMessageCount', {
        RoomId: roomId,
        BeforeMessageId: before,
      });
    expect((await count()).Count).toBe(75);
    expect((await count(older.Messages[0].Id)).Count).toBe(15);
  });

  it('a read-only room refuses a member and takes its manager', async () => {
    const manager = await chat.member();
    const member = await chat.member();
    const roomId = await chat.room([{ ...manager, role: 'manager' }, member], true);
    expect(await refusalCode(chat.post(member.connection, roomId, 'may I?'))).toBe(8803);
    expect((await chat.post(manager.connection, roomId, 'notice')).Body).toBe('notice');
  });

  it('a non-member can neither read nor post, in a room that exists or one that does not', async () => {
    const alice = await chat.member();
    const outsider = await chat.member();
    const roomId = await chat.room([alice]);
    await alice.connection.invoke('GetInitialData');
    await outsider.connection.invoke('GetInitialData');
    await chat.post(alice.connection, roomId, 'private');
    for (const id of [roomId, 2_000_000_000]) {
      const calls = [
        outsider.connection.invoke('AddMessage', { RoomId: id, Body: 'let me in' }),
        outsider.connection.invoke('GetHistoryMessage', { RoomId: id }),
        outsider.connection.invoke('GetHistoryMessageCount', { RoomId: id }),
        outsider.connection.invoke('UpdateRoomActiveTime', { RoomId: id }),
        outsider.connection.invoke('SetHistoryMessageClearTime', { RoomId: id }),
      ];
      for (const call of calls) expect(await refusalCode(call)).toBe(8801);
    }
    const sync = await outsider.connection.invoke('SyncWhenReconnected', {
      Rooms: [{ RoomId: roomId, LastMessageId: 0 }],
    });
    expect(sync).toEqual({ Rooms: [] });
    expect(outsider.received).toEqual([]);
  });

  it('a chat-disabled account cannot post but still reads', async () => {
    const alice = await chat.member();
    const roomId = await chat.room([alice]);
    await chat.post(alice.connection, roomId, 'before');
    await t.db.query(`UPDATE users SET state_flags = state_flags | $2 WHERE id = $1`, [
      alice.userId,
      stateFlags.chatDisabled,
    ]);
    expect(await refusalCode(chat.post(alice.connection, roomId, 'after'))).toBe(8802);
    const history = await alice.connection.invoke('GetHistoryMessage', { RoomId: roomId });
    expect(history.Messages.map((m: { Body: string }) => m.Body)).toEqual(['before']);
  });

  it('limits a sender to 5 messages in 10 s, and refuses bad text with its rule', async () => {
    const alice = await chat.member();
    const roomId = await chat.room([alice]);
    const send = (Body: string) => alice.connection.invoke('AddMessage', { RoomId: roomId, Body });
    for (let i = 0; i < 5; i += 1) await send(`burst ${i}`);
    expect(await refusalCode(send('one too many'))).toBe(8806);
    t.clock.advance(10_000);
    expect((await send('later')).Body).toBe('later');
    expect(await refusalCode(send('bell\u0007'))).toBe(1001);
    expect(await refusalCode(send('x'.repeat(501)))).toBe(8804);
  });
});
