import type { TChatInstantMessage } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { chatFixtures } from '../../test-support/chat-clients.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { createRoom } from './create-room.ts';

const t = useTestApp();
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);

/** A logged-in account whose connection records room messages and instant notices, in order. */
async function person() {
  const account = await t.createAccount();
  const token = await t.login(account.loginId);
  const { connection, received } = await hub.connect(token, [
    'ReceiveMessage',
    'ReceiveInstantMessage',
  ]);
  return { ...account, token, connection, received };
}
type TPerson = Awaited<ReturnType<typeof person>>;

const instantOf = (who: TPerson) =>
  who.received
    .filter((r) => r.event === 'ReceiveInstantMessage')
    .map((r) => r.payload as TChatInstantMessage);

/**
 * Everything sent to the connection before now has arrived: an invocation's answer comes after
 * every frame sent to the connection before it (one ordered socket).
 */
const drained = (who: TPerson) =>
  who.connection.invoke('GetHistoryMessageCount', { RoomId: 1 }).catch(() => null);

describe('ReceiveInstantMessage (group rooms), with the official client', () => {
  it('tells every other member, with the room and a preview, on any page', async () => {
    const [alice, bob, carol] = [await person(), await person(), await person()];
    const roomId = await chat.room([{ userId: alice.userId, role: 'owner' }, bob, carol]);
    // Nobody opened the chat (no GetInitialData): the notice goes to the user, not the room.
    const long = `${'好'.repeat(59)}😀 and more`;
    const sent = await chat.post(alice.connection, roomId, long);

    const expected: TChatInstantMessage = {
      RoomId: roomId,
      RoomName: 'test room',
      MessageId: sent.Id,
      SenderNickName: sent.SenderNickName,
      Preview: `${'好'.repeat(59)}😀`,
      At: new Date(sent.CreatedAt).toISOString(),
    };
    for (const member of [bob, carol]) {
      await drained(member);
      expect(instantOf(member)).toEqual([expected]);
    }
    await drained(alice);
    expect(instantOf(alice)).toEqual([]);
  });

  it('still tells a member who has the room open (the client ignores it there)', async () => {
    const [alice, bob] = [await person(), await person()];
    const roomId = await chat.room([alice, bob]);
    await bob.connection.invoke('GetInitialData');
    const sent = await chat.post(alice.connection, roomId, 'hi');
    await drained(bob);
    expect(bob.received.map((r) => r.event)).toEqual(['ReceiveMessage', 'ReceiveInstantMessage']);
    expect(instantOf(bob)[0]).toMatchObject({ MessageId: sent.Id, Preview: 'hi' });
  });

  it('sends none for a public room', async () => {
    const publicRoom = await createRoom(t.db, { kind: 'public', name: 'hall' }, t.clock.now());
    const [alice, bob] = [await person(), await person()];
    for (const who of [alice, bob]) await who.connection.invoke('GetInitialData');
    const sent = await chat.post(alice.connection, publicRoom, 'hello hall');
    await drained(bob);
    expect(bob.received).toEqual([{ event: 'ReceiveMessage', payload: sent }]);
  });

  it('sends none to a removed member, one who left, or one muted', async () => {
    const [alice, bob, carol, dave, erin] = [
      await person(),
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    const roomId = await chat.room([
      { userId: alice.userId, role: 'owner' },
      bob,
      carol,
      dave,
      erin,
    ]);
    await alice.connection.invoke('RemoveGroupRoomMember', { RoomId: roomId, UserId: bob.userId });
    await carol.connection.invoke('LeaveGroupRoom', { RoomId: roomId });
    await t.call('POST', '/api/Admin/Chat/Mute', {
      token: await t.adminToken('service'),
      body: { LoginId: dave.loginId, Minutes: 10, Reason: 'cool down' },
    });

    const sent = await chat.post(alice.connection, roomId, 'who is left?');
    for (const gone of [bob, carol, dave]) {
      await drained(gone);
      expect(instantOf(gone)).toEqual([]);
    }
    await drained(erin);
    expect(instantOf(erin).map((notice) => notice.MessageId)).toEqual([sent.Id]);
  });

  it('a multicast tells the members of each group room in it, and of no public room', async () => {
    const publicRoom = await createRoom(t.db, { kind: 'public', name: 'lobby' }, t.clock.now());
    const [alice, bob, carol] = [await person(), await person(), await person()];
    for (const who of [alice, bob, carol]) await who.connection.invoke('GetInitialData');
    const first = await chat.room([alice, bob]);
    const second = await chat.room([alice, bob, carol]);
    t.clock.advance(2_000);
    const { Messages } = await alice.connection.invoke<{ Messages: { Id: number }[] }>(
      'AddMessageMulticast',
      { RoomIds: [publicRoom, first, second], Body: 'to all my rooms' },
    );
    await drained(bob);
    await drained(carol);
    expect(instantOf(bob).map((notice) => notice.MessageId)).toEqual(
      Messages.slice(1).map((message) => message.Id),
    );
    expect(instantOf(carol).map((notice) => notice.RoomId)).toEqual([second]);
  });

  it('marks an image instead of its address', async () => {
    const [alice, bob] = [await person(), await person()];
    const roomId = await chat.room([alice, bob]);
    const upload = await t.call('POST', '/api/Chat/UploadImage', {
      token: alice.token,
      // A 1×1 PNG (signature, IHDR, IDAT, IEND).
      body: {
        DataBase64:
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      },
    });
    const { ImageToken } = upload.json() as { ImageToken: string };
    t.clock.advance(2_000);
    await alice.connection.invoke('AddMessage', {
      RoomId: roomId,
      Kind: 'image',
      Body: ImageToken,
    });
    await drained(bob);
    expect(instantOf(bob).map((notice) => notice.Preview)).toEqual(['[image]']);
  });
});
