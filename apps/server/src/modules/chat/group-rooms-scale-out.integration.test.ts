import { InProcessBackplane, InProcessBus } from '@lottery/signalr';
import type { TChatRoom } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { chatFixtures } from '../../test-support/chat-clients.ts';
import { chatRoomClients } from '../../test-support/chat-room-clients.ts';
import { useHubClients, type TReceived } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';

// Two instances on one in-process bus: the hub's own fan-out and room membership cross it.
const bus = new InProcessBus();
const hubBackplane = async () => new InProcessBackplane(bus);
const t = useTestApp({ hubBackplane });
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);
const { person, messagesOf, waitFor } = chatRoomClients(t, hub);

describe('group room membership across instances', () => {
  it('a member added on one instance hears the room on another, and is told of removal', async () => {
    const alice = await person({ role: 'agent' });
    // Bob is connected to the other instance only.
    const bob = await t.createAccount({ parentId: alice.userId });
    const other = await t.startInstance({ hubBackplane });
    const url = await other.listen({ host: '127.0.0.1', port: 0 });
    const elsewhere = await hub.connectAt(url, await t.login(bob.loginId));
    const received: TReceived[] = [];
    for (const event of ['ChatRoomAdded', 'ChatRoomRemoved', 'ReceiveMessage'])
      elsewhere.connection.on(event, (payload: unknown) => received.push({ event, payload }));

    const room: TChatRoom = await alice.connection.invoke('CreateGroupRoom', {
      Name: 'two servers',
      MemberIds: [bob.userId],
    });
    await waitFor(() => received.find((r) => r.event === 'ChatRoomAdded'));
    const hello = await chat.post(alice.connection, room.Id, 'across instances');
    await waitFor(() => messagesOf(received).includes(hello.Body) || undefined);

    await alice.connection.invoke('RemoveGroupRoomMember', { RoomId: room.Id, UserId: bob.userId });
    const removal = await waitFor(() => received.find((r) => r.event === 'ChatRoomRemoved'));
    expect(removal.payload).toEqual({ RoomId: room.Id, Reason: 'removed' });
  });
});
