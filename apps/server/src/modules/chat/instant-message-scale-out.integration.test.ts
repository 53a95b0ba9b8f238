import { randomBytes } from 'node:crypto';
import type { TChatInstantMessage } from '@lottery/contracts';
import { RedisBackplane } from '@lottery/signalr';
import { describe, expect, it, vi } from 'vitest';
import { chatFixtures } from '../../test-support/chat-clients.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A prefix of its own per run, so runs sharing one Redis never hear each other.
const prefix = `chat-instant-${process.pid}-${randomBytes(4).toString('hex')}:`;
const hubBackplane = () => RedisBackplane.connect({ url, channelPrefix: prefix });

const t = useTestApp({ hubBackplane });
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);

describe('ReceiveInstantMessage across server instances sharing Redis', () => {
  it('reaches a member connected only to the other instance', async () => {
    const alice = await chat.member();
    const bob = await t.createAccount();
    const roomId = await chat.room([alice, bob]);
    const other = await t.startInstance({ hubBackplane });
    const otherUrl = await other.listen({ host: '127.0.0.1', port: 0 });
    const elsewhere = await hub.connectAt<TChatInstantMessage>(
      otherUrl,
      await t.login(bob.loginId),
      ['ReceiveInstantMessage'],
    );

    const sent = await chat.post(alice.connection, roomId, 'across instances');
    await vi.waitFor(() => expect(elsewhere.received).toHaveLength(1), { timeout: 5_000 });
    expect(elsewhere.received[0]?.payload).toMatchObject({
      RoomId: roomId,
      MessageId: sent.Id,
      Preview: 'across instances',
    });
  });
});
