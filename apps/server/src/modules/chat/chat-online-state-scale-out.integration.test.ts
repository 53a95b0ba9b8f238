import { randomBytes } from 'node:crypto';
import type { TChangeOnlineStateEvent, TChatInitialData } from '@lottery/contracts';
import { RedisBackplane } from '@lottery/signalr';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatFixtures,
  perMember,
  type TMemberOnlineChange,
} from '../../test-support/chat-clients.ts';
import { useHubClients, type TReceived } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { connectRedisRoomPresence } from './redis-room-presence-store.ts';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A prefix of its own per run, so runs sharing one Redis never see each other's rooms.
const prefix = `chat-online-${process.pid}-${randomBytes(4).toString('hex')}:`;
const hubBackplane = () => RedisBackplane.connect({ url, channelPrefix: prefix });
const chatPresenceStore = () => connectRedisRoomPresence({ url, keyPrefix: prefix });
// An instance's entries outlive it by 3 × 200 ms at most.
const instance = { hubBackplane, chatPresenceStore, presenceRefreshMs: 200 };

const t = useTestApp(instance);
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);
const eventually = { timeout: 10_000, interval: 100 };

/** The ChangeOnlineState events about `userId` (a watcher also hears of its own coming online). */
const changes = (received: readonly TReceived[], userId: number) =>
  received
    .filter((r) => r.event === 'ChangeOnlineState')
    .flatMap((r) => perMember(r.payload as TChangeOnlineStateEvent))
    .filter((change) => change.UserId === userId);

describe('members’ online state across server instances sharing Redis', () => {
  let secondUrl = '';
  beforeAll(async () => {
    const second = await t.startInstance(instance);
    secondUrl = await second.listen({ host: '127.0.0.1', port: 0 });
  });
  const onlineAt = async (at: string | null, token: string, roomId: number) => {
    const { connection, received } = at
      ? await hub.connectAt(at, token, ['ChangeOnlineState'])
      : await hub.connect(token, ['ChangeOnlineState']);
    const initial: TChatInitialData = await connection.invoke('GetInitialData');
    return {
      connection,
      received,
      onlineCount: initial.Rooms.find((r) => r.Id === roomId)?.OnlineCount,
    };
  };

  it('counts and tells members online on either instance, a member on both once', async () => {
    const alice = await chat.member();
    const bob = await chat.member();
    const roomId = await chat.room([alice, bob]);
    const state = (IsOnline: boolean, OnlineCount: number): TMemberOnlineChange => ({
      RoomId: roomId,
      UserId: bob.userId,
      IsOnline,
      OnlineCount,
    });
    const watcher = await onlineAt(null, alice.token, roomId);
    expect(watcher.onlineCount).toBe(1);

    const phone = await onlineAt(secondUrl, bob.token, roomId);
    expect(phone.onlineCount).toBe(2);
    await expect
      .poll(() => changes(watcher.received, bob.userId), eventually)
      .toEqual([state(true, 2)]);
    const desktop = await onlineAt(null, bob.token, roomId);
    expect(desktop.onlineCount).toBe(2);
    // The member list says who is online, wherever their connection is.
    const onlineIds = async () =>
      (
        (await watcher.connection.invoke('GetRoomMembers', { RoomId: roomId })) as {
          OnlineUserIds: number[];
        }
      ).OnlineUserIds.sort((a, b) => a - b);
    expect(await onlineIds()).toEqual([alice.userId, bob.userId].sort((a, b) => a - b));

    await phone.connection.stop();
    await desktop.connection.stop();
    await expect
      .poll(() => changes(watcher.received, bob.userId), eventually)
      .toEqual([state(true, 2), state(false, 1)]);
    expect(await onlineIds()).toEqual([alice.userId]);
  });

  it('takes a crashed instance’s members offline once its entries expire', async () => {
    const alice = await chat.member();
    const bob = await chat.member();
    const roomId = await chat.room([alice, bob]);
    const crashingStore = await chatPresenceStore();
    const crashing: FastifyInstance = await t.startInstance({
      ...instance,
      chatPresenceStore: async () => crashingStore,
    });
    const crashingUrl = await crashing.listen({ host: '127.0.0.1', port: 0 });
    const watcher = await onlineAt(null, alice.token, roomId);
    await onlineAt(crashingUrl, bob.token, roomId);
    await expect.poll(() => changes(watcher.received, bob.userId), eventually).toHaveLength(1);

    // Its link to Redis dies first, so its connections cannot leave: only the expiry clears them.
    await crashingStore.close();
    await crashing.close();
    await expect
      .poll(() => changes(watcher.received, bob.userId), eventually)
      .toEqual([
        { RoomId: roomId, UserId: bob.userId, IsOnline: true, OnlineCount: 2 },
        { RoomId: roomId, UserId: bob.userId, IsOnline: false, OnlineCount: 1 },
      ]);
    const again = await onlineAt(secondUrl, alice.token, roomId);
    expect(again.onlineCount).toBe(1);
  });
});
