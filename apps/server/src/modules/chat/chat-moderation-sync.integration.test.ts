import type { TChatMessage } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { chatFixtures, receivedAtLeast } from '../../test-support/chat-clients.ts';
import { expectAudited } from '../../test-support/expect-audited.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);

const bodiesOf = (messages: readonly TChatMessage[]) => messages.map((m) => m.Body);

describe('a removed message disappears for everyone', () => {
  it('an administrator removes it, audited; both members receive RemoveMessage', async () => {
    const alice = await chat.member();
    const bob = await chat.member();
    const roomId = await chat.room([alice, bob]);
    for (const person of [alice, bob]) await person.connection.invoke('GetInitialData');
    const kept = await chat.post(alice.connection, roomId, 'fine');
    const spam = await chat.post(bob.connection, roomId, 'buy followers at example.test');
    await receivedAtLeast(alice.received, 2);

    const admin = await t.adminToken('service');
    await expectAudited(t, 'POST /api/Admin/Chat/RemoveMessage', {
      token: admin,
      body: { MessageId: spam.Id, Reason: 'advertising' },
      action: 'chat.message.remove',
      targetType: 'chat_message',
      targetId: spam.Id,
      before: { roomId, senderId: bob.userId, body: spam.Body },
      after: { reason: 'advertising' },
    });
    const removal = { event: 'RemoveMessage', payload: { RoomId: roomId, MessageId: spam.Id } };
    for (const person of [alice, bob]) {
      await receivedAtLeast(person.received, 3);
      expect(person.received[2]).toEqual(removal);
      const history = await person.connection.invoke('GetHistoryMessage', { RoomId: roomId });
      expect(bodiesOf(history.Messages)).toEqual([kept.Body]);
    }

    const again = await t.call('POST', '/api/Admin/Chat/RemoveMessage', {
      token: admin,
      body: { MessageId: spam.Id, Reason: 'twice' },
    });
    expect([again.statusCode, again.json().Code]).toEqual([409, 8809]);
    const missing = await t.call('POST', '/api/Admin/Chat/RemoveMessage', {
      token: admin,
      body: { MessageId: 2_000_000_000, Reason: 'nothing there' },
    });
    expect([missing.statusCode, missing.json().Code]).toEqual([404, 8808]);
  });

  it('is refused to a role without chat.moderate', async () => {
    const response = await t.call('POST', '/api/Admin/Chat/RemoveMessage', {
      token: await t.adminToken('finance'),
      body: { MessageId: 1, Reason: 'not mine to do' },
    });
    expect([response.statusCode, response.json().Code]).toEqual([403, 6001]);
  });
});

describe('a connection that drops and reconnects', () => {
  const noMore = {
    HasMore: false,
    RemovedMessageIds: [],
    RemovalCursor: 0,
    HasMoreRemovals: false,
    SettledShares: [],
    ShareCursor: 0,
    HasMoreSettledShares: false,
  };
  it('receives what it missed exactly once, then live messages again', async () => {
    const alice = await chat.member();
    const bob = await chat.member();
    const roomId = await chat.room([alice, bob]);
    for (const person of [alice, bob]) await person.connection.invoke('GetInitialData');
    const seen = await chat.post(bob.connection, roomId, 'before the drop');
    await receivedAtLeast(alice.received, 1);

    await alice.connection.stop();
    const missed = [
      await chat.post(bob.connection, roomId, 'while away 1'),
      await chat.post(bob.connection, roomId, 'while away 2'),
    ];
    await alice.connection.start();
    const sync = await alice.connection.invoke('SyncWhenReconnected', {
      Rooms: [{ RoomId: roomId, LastMessageId: seen.Id }],
    });
    expect(sync).toEqual({ Rooms: [{ RoomId: roomId, Messages: missed, ...noMore }] });

    const live = await chat.post(bob.connection, roomId, 'back again');
    await receivedAtLeast(alice.received, 2);
    // Give a duplicate time to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alice.received.map((r) => (r.payload as TChatMessage).Body)).toEqual([
      seen.Body,
      live.Body,
    ]);
    const again = await alice.connection.invoke('SyncWhenReconnected', {
      Rooms: [{ RoomId: roomId, LastMessageId: live.Id }],
    });
    expect(again).toEqual({ Rooms: [{ RoomId: roomId, Messages: [], ...noMore }] });
  });
});
