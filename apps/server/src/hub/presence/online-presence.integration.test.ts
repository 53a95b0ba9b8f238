import { randomBytes } from 'node:crypto';
import { RedisBackplane } from '@lottery/signalr';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { connectRedisPresence } from './redis-presence-store.ts';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A prefix of its own per run, so runs sharing one Redis never count each other's players.
const prefix = `online-${process.pid}-${randomBytes(4).toString('hex')}:`;
const hubBackplane = () => RedisBackplane.connect({ url, channelPrefix: prefix });
const presenceStore = () => connectRedisPresence({ url, keyPrefix: prefix });
// Entries expire after 3 × 200 ms: the polls below wait for a refresh or an expiry.
const presenceRefreshMs = 200;
const instance = { hubBackplane, presenceStore, presenceRefreshMs };

const t = useTestApp(instance);
const hub = useHubClients(t);

describe('players online, counted across server instances sharing Redis', () => {
  let second: FastifyInstance;
  let secondUrl = '';
  let adminToken = '';
  beforeAll(async () => {
    second = await t.startInstance(instance);
    secondUrl = await second.listen({ host: '127.0.0.1', port: 0 });
    adminToken = await t.adminTokenWith(['dashboard.view']);
  });
  const onlineAt = async (app: FastifyInstance) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/Admin/Dashboard',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { PlayersOnline: unknown }).PlayersOnline;
  };
  const eventually = { timeout: 10_000, interval: 100 };
  const player = async () => {
    const account = await t.createAccount();
    return { ...account, token: await t.login(account.loginId) };
  };

  it('answers the same site-wide figure from either instance', async () => {
    const alice = await player();
    const bob = await player();
    const carol = await player();
    const carolElsewhere = await t.openExtraSession(carol.userId);
    await hub.connect(alice.token);
    // Two connections of one session (two tabs) are one session.
    await hub.connectAt(secondUrl, bob.token);
    await hub.connectAt(secondUrl, bob.token);
    // One player on two devices: two sessions, one player, on different instances.
    await hub.connect(carol.token);
    await hub.connectAt(secondUrl, carolElsewhere.token);

    const site = { Players: 3, Sessions: 4, Instances: 2, Scope: 'site' };
    await expect.poll(() => onlineAt(t.app), eventually).toEqual(site);
    expect(await onlineAt(second)).toEqual(site);
  });

  it('drops a crashed instance once its entry expires', async () => {
    const crashingStore = await presenceStore();
    const crashing = await t.startInstance({
      ...instance,
      presenceStore: async () => crashingStore,
    });
    const crashingUrl = await crashing.listen({ host: '127.0.0.1', port: 0 });
    await hub.connectAt(crashingUrl, (await player()).token);
    await expect
      .poll(() => onlineAt(t.app), eventually)
      .toEqual({ Players: 4, Sessions: 5, Instances: 3, Scope: 'site' });

    // Its link to Redis dies first, so it cannot withdraw its entry: only the expiry removes it.
    await crashingStore.close();
    // Meanwhile its own dashboard cannot read the site's figure: it answers its own, and says so.
    expect(await onlineAt(crashing)).toEqual({
      Players: 1,
      Sessions: 1,
      Instances: 1,
      Scope: 'instance',
    });
    await crashing.close();
    await expect
      .poll(() => onlineAt(t.app), eventually)
      .toEqual({ Players: 3, Sessions: 4, Instances: 2, Scope: 'site' });
  });

  it('drops an instance that shuts down, with its connections', async () => {
    await second.close();
    // Its close withdrew its entry, with no wait for the expiry: Alice and Carol's first
    // session remain, on the first instance.
    expect(await onlineAt(t.app)).toEqual({
      Players: 2,
      Sessions: 2,
      Instances: 1,
      Scope: 'site',
    });
  });
});
