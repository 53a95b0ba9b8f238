import type { TChangeOnlineStateEvent } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { chatFixtures, perMember } from '../../test-support/chat-clients.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);

describe('ChangeOnlineState in batches, with the official client', () => {
  it('members entering at once reach the room as one event listing them', async () => {
    const members = [];
    for (let i = 0; i < 5; i += 1) members.push(await chat.member());
    const [watcher, ...others] = members;
    if (!watcher) throw new Error('members expected');
    const roomId = await chat.room(members);
    const { connection, received } = await hub.connect(watcher.token, ['ChangeOnlineState']);
    await connection.invoke('GetInitialData');
    const events = () =>
      received
        .filter((r) => r.event === 'ChangeOnlineState')
        .map((r) => r.payload as TChangeOnlineStateEvent);
    await expect.poll(() => events().length).toBe(1);

    await Promise.all(others.map((other) => other.connection.invoke('GetInitialData')));
    const othersIds = others.map((other) => other.userId).toSorted((a, b) => a - b);
    const told = () =>
      events()
        .slice(1)
        .flatMap(perMember)
        .map((change) => change.UserId)
        .toSorted((a, b) => a - b);
    await expect.poll(told).toEqual(othersIds);
    const batch = events().slice(1);
    // Four entering within the window: one event (two if the window closed between them).
    expect(batch.length).toBeLessThanOrEqual(2);
    const last = batch.at(-1);
    expect(last).toMatchObject({ RoomId: roomId, IsOnline: true, OnlineCount: 5 });
    expect(last?.Changes.at(-1)).toEqual({
      UserId: last?.UserId,
      IsOnline: true,
      OnlineCount: 5,
    });
  });
});
