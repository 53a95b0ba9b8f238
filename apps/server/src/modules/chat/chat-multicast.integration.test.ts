import type { TChatMessage } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { chatFixtures, receivedAtLeast, refusalCode } from '../../test-support/chat-clients.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);

describe('AddMessageMulticast: one message to several of my rooms', () => {
  it('stores one copy per room, in the order asked, each pushed to its own room', async () => {
    const alice = await chat.member();
    const bob = await chat.member();
    const carol = await chat.member();
    const withBob = await chat.room([alice, bob]);
    const withCarol = await chat.room([alice, carol]);
    for (const person of [alice, bob, carol]) await person.connection.invoke('GetInitialData');

    const sent: { Messages: TChatMessage[] } = await alice.connection.invoke(
      'AddMessageMulticast',
      { RoomIds: [withCarol, withBob], Body: ' good luck ' },
    );
    expect(sent.Messages.map((m) => [m.RoomId, m.Body])).toEqual([
      [withCarol, 'good luck'],
      [withBob, 'good luck'],
    ]);
    await receivedAtLeast(bob.received, 1);
    await receivedAtLeast(carol.received, 1);
    await receivedAtLeast(alice.received, 2);
    expect(bob.received).toEqual([{ event: 'ReceiveMessage', payload: sent.Messages[1] }]);
    expect(carol.received).toEqual([{ event: 'ReceiveMessage', payload: sent.Messages[0] }]);
  });

  it('stores nothing when any room refuses: read-only, not a member, a room twice', async () => {
    const alice = await chat.member();
    const open = await chat.room([alice]);
    const readOnly = await chat.room([alice], true);
    const notMine = await chat.room([await chat.member()]);
    const multicast = (RoomIds: number[]) =>
      alice.connection.invoke('AddMessageMulticast', { RoomIds, Body: 'all or none' });
    expect(await refusalCode(multicast([open, readOnly]))).toBe(8803);
    expect(await refusalCode(multicast([notMine, open]))).toBe(8801);
    expect(await refusalCode(multicast([open, open]))).toBe(1001);
    const history = await alice.connection.invoke('GetHistoryMessage', { RoomId: open });
    expect(history.Messages).toEqual([]);
  });

  it('counts each copy toward the sender’s limit', async () => {
    const alice = await chat.member();
    const rooms = [];
    for (let i = 0; i < 5; i += 1) rooms.push(await chat.room([alice]));
    await alice.connection.invoke('AddMessageMulticast', { RoomIds: rooms, Body: 'five' });
    expect(await refusalCode(chat.post(alice.connection, rooms[0]!, 'sixth'))).toBe(8806);
  });
});
