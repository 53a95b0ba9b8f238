import { chatConnectionSilenceLimitMs as limit } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { localRoomPresenceStore } from './room-presence-store.ts';
import { trackRoomPresence } from './room-presence.ts';

function tracked() {
  let now = 1_000_000;
  const presence = trackRoomPresence({
    store: localRoomPresenceStore(),
    instanceId: 'a',
    now: () => now,
  });
  return { presence, advance: (ms: number) => (now += ms) };
}
const online = (RoomId: number, UserId: number, OnlineCount: number) => ({
  RoomId,
  UserId,
  IsOnline: true,
  OnlineCount,
});
const offline = (RoomId: number, UserId: number, OnlineCount: number) => ({
  RoomId,
  UserId,
  IsOnline: false,
  OnlineCount,
});

describe('trackRoomPresence', () => {
  it('counts members online per room, a person with two devices once', async () => {
    const { presence } = tracked();
    expect(await presence.enter('phone', 1, [10, 11])).toEqual([
      online(10, 1, 1),
      online(11, 1, 1),
    ]);
    expect(await presence.enter('desktop', 1, [10])).toEqual([]);
    expect(await presence.enter('other', 2, [10])).toEqual([online(10, 2, 2)]);
    expect(await presence.onlineCounts([10, 11])).toEqual([2, 1]);
    expect(await presence.onlineAmong(11, [2, 1, 3])).toEqual([1]);
    expect(await presence.leave('phone')).toEqual([offline(11, 1, 0)]);
    expect(await presence.onlineCounts([10, 11])).toEqual([2, 0]);
    expect(await presence.leave('desktop')).toEqual([offline(10, 1, 1)]);
    expect(await presence.leave('desktop')).toEqual([]);
    expect(await presence.onlineCounts([10])).toEqual([1]);
  });

  it('counts a connection entering a room twice (initial data, then a sync) once', async () => {
    const { presence } = tracked();
    await presence.enter('c', 1, [10]);
    expect(await presence.enter('c', 1, [10, 12])).toEqual([online(12, 1, 1)]);
    expect(await presence.leave('c')).toEqual([offline(10, 1, 0), offline(12, 1, 0)]);
    expect(await presence.onlineCounts([10, 12])).toEqual([0, 0]);
  });

  it('takes a connection silent past the limit out of presence until its next heartbeat', async () => {
    const { presence, advance } = tracked();
    await presence.enter('quiet', 1, [10]);
    await presence.enter('busy', 2, [10]);
    advance(limit - 60_000);
    expect(await presence.touch('busy')).toEqual([]);
    expect(await presence.leaveSilent(limit)).toEqual([]);
    advance(60_000);
    // Silent for exactly the limit: out; the one heard from a minute ago stays.
    expect(await presence.leaveSilent(limit)).toEqual([offline(10, 1, 1)]);
    expect(await presence.leaveSilent(limit)).toEqual([]);
    expect(await presence.onlineCounts([10])).toEqual([1]);
    expect(await presence.touch('quiet')).toEqual([online(10, 1, 2)]);
    // A silent connection that then disconnects has nothing left to withdraw.
    advance(limit);
    await presence.touch('busy');
    expect(await presence.leaveSilent(limit)).toEqual([offline(10, 1, 1)]);
    expect(await presence.leave('quiet')).toEqual([]);
    expect(await presence.onlineCounts([10])).toEqual([1]);
  });

  it('brings a silent connection back on a chat call, in its rooms', async () => {
    const { presence, advance } = tracked();
    await presence.enter('c', 1, [10]);
    advance(limit);
    await presence.leaveSilent(limit);
    expect(await presence.enter('c', 1, [10, 11])).toEqual([online(10, 1, 1), online(11, 1, 1)]);
  });

  it('follows membership: a known connection joins and leaves one room, keeping the rest', async () => {
    const { presence, advance } = tracked();
    await presence.enter('phone', 1, [10]);
    await presence.enter('other', 2, [11]);
    expect(await presence.joinRoom('phone', 11)).toEqual([online(11, 1, 2)]);
    expect(await presence.joinRoom('phone', 11)).toEqual([]);
    // A connection that never entered chat stays out, as of any room.
    expect(await presence.joinRoom('bet-screen', 11)).toEqual([]);
    expect(await presence.leaveRoom('phone', 10)).toEqual([offline(10, 1, 0)]);
    expect(await presence.leaveRoom('phone', 10)).toEqual([]);
    expect(await presence.onlineCounts([10, 11])).toEqual([0, 2]);
    // Its disconnecting then leaves only the room it is still in.
    expect(await presence.leave('phone')).toEqual([offline(11, 1, 1)]);
    // A silent connection changes rooms quietly and comes back in the rooms it has then.
    await presence.enter('quiet', 3, [10]);
    advance(limit);
    await presence.touch('other');
    expect(await presence.leaveSilent(limit)).toEqual([offline(10, 3, 0)]);
    expect(await presence.joinRoom('quiet', 11)).toEqual([]);
    expect(await presence.leaveRoom('quiet', 10)).toEqual([]);
    expect(await presence.touch('quiet')).toEqual([online(11, 3, 2)]);
  });
});
