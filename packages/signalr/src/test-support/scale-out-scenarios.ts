import { type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backplane } from '../backplane/backplane.ts';
import { connect, record, sleep, waitFor } from './clients.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * Two server instances on two backplanes of one bus (Redis, or an in-process bus) act as one hub.
 * `createBackplanes` makes the pair; they are closed after the servers.
 */
export function describeScaleOut(
  label: string,
  createBackplanes: () => Promise<[Backplane, Backplane]>,
): void {
  describe(label, () => {
    const clients: HubConnection[] = [];
    let backplanes: Backplane[] = [];
    let one: TestServer;
    let two: TestServer;

    beforeAll(async () => {
      backplanes = await createBackplanes();
      one = await startTestServer({ backplane: backplanes[0] });
      two = await startTestServer({ backplane: backplanes[1] });
    });
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.stop()));
      await Promise.all([one?.close(), two?.close()]);
      await Promise.all(backplanes.map((backplane) => backplane.close()));
    });
    const client = async (server: TestServer, token?: string) => {
      const connection = await connect(server.url, { token });
      clients.push(connection);
      return connection;
    };

    it('delivers a group event published on one instance to a member on the other', async () => {
      const member = await client(one);
      const events = record(member, 'GroupEvent');
      await member.invoke('Join', 'lottery-7');
      await two.hub.clients.group('lottery-7').send('GroupEvent', 'drawn');
      await waitFor(() => events.get('GroupEvent')!.length === 1);
      await sleep(200);
      expect(events.get('GroupEvent')).toEqual([['drawn']]);
    });

    it("delivers a user event to that user's connections on both instances, once each", async () => {
      const onOne = await client(one, 'user:eve');
      const onTwo = await client(two, 'user:eve');
      const other = await client(two, 'user:frank');
      const [eventsOne, eventsTwo, eventsOther] = [onOne, onTwo, other].map((connection) =>
        record(connection, 'UserEvent'),
      );
      await one.hub.clients.user('eve').send('UserEvent', 'wallet updated');
      await waitFor(
        () =>
          eventsOne!.get('UserEvent')!.length === 1 && eventsTwo!.get('UserEvent')!.length === 1,
      );
      await sleep(200);
      expect(eventsOne!.get('UserEvent')).toEqual([['wallet updated']]);
      expect(eventsTwo!.get('UserEvent')).toEqual([['wallet updated']]);
      expect(eventsOther!.get('UserEvent')).toEqual([]);
    });

    it('sends to all but the excluded, across instances', async () => {
      const [a, b] = [await client(one), await client(two)];
      const [eventsA, eventsB] = [record(a, 'Broadcast'), record(b, 'Broadcast')];
      await two.hub.clients.allExcept([a.connectionId!]).send('Broadcast', 'hello');
      await waitFor(() => eventsB.get('Broadcast')!.length === 1);
      await sleep(200);
      expect(eventsA.get('Broadcast')).toEqual([]);
      expect(eventsB.get('Broadcast')).toEqual([['hello']]);
    });

    it('reaches one connection on the other instance, and changes its groups from there', async () => {
      const remote = await client(one);
      const events = record(remote, 'Direct', 'GroupEvent');
      await two.hub.clients.client(remote.connectionId!).send('Direct', 'for you');
      await waitFor(() => events.get('Direct')!.length === 1);
      // The group change runs on the owning instance, which acks it through Redis.
      await two.hub.groups.add(remote.connectionId!, 'vip');
      await two.hub.clients.group('vip').send('GroupEvent', 'welcome');
      await waitFor(() => events.get('GroupEvent')!.length === 1);
      await two.hub.groups.remove(remote.connectionId!, 'vip');
      await one.hub.clients.group('vip').send('GroupEvent', 'after leaving');
      await sleep(200);
      expect(events.get('GroupEvent')).toEqual([['welcome']]);
    });

    it("closes a group's members on both instances with the Close message's error", async () => {
      const [onOne, onTwo, outside] = [await client(one), await client(two), await client(two)];
      await onOne.invoke('Join', 'session-9');
      await onTwo.invoke('Join', 'session-9');
      const closedWith = [onOne, onTwo].map(
        (connection) =>
          new Promise<string | undefined>((resolve) =>
            connection.onclose((error) => resolve(error?.message)),
          ),
      );
      await one.hub.closeGroup('session-9', { error: 'revoked' });
      const messages = await Promise.all(closedWith);
      expect(messages).toEqual([
        'Server returned an error on close: revoked',
        'Server returned an error on close: revoked',
      ]);
      expect(outside.state).toBe('Connected');
    });
  });
}
