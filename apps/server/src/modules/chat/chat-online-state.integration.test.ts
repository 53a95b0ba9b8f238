import type { TChangeOnlineStateEvent, TChatInitialData } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import {
  chatFixtures,
  perMember,
  type TMemberOnlineChange,
} from '../../test-support/chat-clients.ts';
import { useHubClients, type TReceived } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);

/** The ChangeOnlineState events about `userId` (a watcher also hears of its own coming online). */
const changes = (received: readonly TReceived[], userId: number) =>
  received
    .filter((r) => r.event === 'ChangeOnlineState')
    .flatMap((r) => perMember(r.payload as TChangeOnlineStateEvent))
    .filter((change) => change.UserId === userId);
const onlineIn = async (token: string, roomId: number) => {
  const { connection, received } = await hub.connect(token, ['ChangeOnlineState']);
  const initial: TChatInitialData = await connection.invoke('GetInitialData');
  const room = initial.Rooms.find((r) => r.Id === roomId);
  return { connection, received, onlineCount: room?.OnlineCount };
};

describe('members’ online state in a room, on one instance', () => {
  it('tells the room when a member’s first connection enters and their last one leaves', async () => {
    const alice = await chat.member();
    const bob = await chat.member();
    const roomId = await chat.room([alice, bob]);
    const watcher = await onlineIn(alice.token, roomId);
    expect(watcher.onlineCount).toBe(1);
    await expect
      .poll(() => changes(watcher.received, alice.userId))
      .toEqual([{ RoomId: roomId, UserId: alice.userId, IsOnline: true, OnlineCount: 1 }]);

    const phone = await onlineIn(bob.token, roomId);
    expect(phone.onlineCount).toBe(2);
    const state = (IsOnline: boolean, OnlineCount: number): TMemberOnlineChange => ({
      RoomId: roomId,
      UserId: bob.userId,
      IsOnline,
      OnlineCount,
    });
    await expect.poll(() => changes(watcher.received, bob.userId)).toEqual([state(true, 2)]);

    // A second device is no change; only the last connection's leaving is.
    const desktop = await onlineIn(bob.token, roomId);
    expect(desktop.onlineCount).toBe(2);
    await phone.connection.stop();
    await desktop.connection.invoke('UpdateConnectionActiveTime');
    await desktop.connection.stop();
    await expect
      .poll(() => changes(watcher.received, bob.userId))
      .toEqual([state(true, 2), state(false, 1)]);
  });

  it('answers the heartbeat, and a member who only connected is not online in chat', async () => {
    const carol = await chat.member();
    const dave = await chat.member();
    const roomId = await chat.room([carol, dave]);
    expect(await dave.connection.invoke('UpdateConnectionActiveTime')).toBe(true);
    const watcher = await onlineIn(carol.token, roomId);
    expect(watcher.onlineCount).toBe(1);
  });
});
