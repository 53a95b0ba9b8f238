import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedisRoomPresence } from './redis-room-presence-store.ts';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const store = await connectRedisRoomPresence({ url, keyPrefix: `test-${randomUUID()}:` });
afterAll(() => store.close());

const change = (RoomId: number, UserId: number, IsOnline: boolean, OnlineCount: number) => ({
  RoomId,
  UserId,
  IsOnline,
  OnlineCount,
});

describe('room presence in Redis: leaving some rooms (a membership change)', () => {
  it('takes the connection out of the rooms left only, and a later leave out of the rest', async () => {
    await store.enter('a', {
      connectionId: 'c1',
      userId: 1,
      newRoomIds: [10, 11],
      allRoomIds: [10, 11],
    });
    await store.enter('a', { connectionId: 'c2', userId: 2, newRoomIds: [11], allRoomIds: [11] });
    const leaveTen = { connectionId: 'c1', userId: 1, roomIds: [10], allRoomIds: [11] };
    expect(await store.leaveRooms('a', leaveTen)).toEqual([change(10, 1, false, 0)]);
    expect(await store.onlineCounts([10, 11])).toEqual([0, 2]);
    expect(await store.leave('a', 'c1')).toEqual([change(11, 1, false, 1)]);
    // A connection no longer listed (it left, or its instance was cleared) changes nothing.
    expect(await store.leaveRooms('a', { ...leaveTen, roomIds: [11], allRoomIds: [] })).toEqual([]);
    expect(await store.onlineAmong(11, [1, 2])).toEqual([2]);
  });
});
