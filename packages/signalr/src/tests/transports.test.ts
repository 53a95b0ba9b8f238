import { type HubConnection, HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSPORTS, connect, record, sleep, waitFor } from '../test-support/clients.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/** The official client over each transport, against a real server on 127.0.0.1. */
describe.each(TRANSPORTS)('over %s', (name, transport) => {
  let server: TestServer;
  const open: HubConnection[] = [];
  const client = async (token?: string, query = '') => {
    const connection = await connect(`${server.url}${query}`, { transport, token });
    open.push(connection);
    return connection;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await Promise.all(open.map((connection) => connection.stop()));
    await server.close();
  });

  it('connects over the requested transport and knows the user and the query', async () => {
    const connection = await client('user:ann', '?roomId=7');
    const me = (await connection.invoke('WhoAmI')) as Record<string, unknown>;
    expect(me).toEqual({
      connectionId: connection.connectionId,
      userId: 'ann',
      transport: name,
      query: { roomId: '7' },
    });
  });

  it('returns a hub method result', async () => {
    const connection = await client();
    await expect(connection.invoke('Add', 2, 3)).resolves.toBe(5);
  });

  it('rejects an invoke whose method throws, and stays connected', async () => {
    const connection = await client();
    await expect(connection.invoke('Fail', 'No such room')).rejects.toThrow(
      "An unexpected error occurred invoking 'Fail' on the server. HubException: No such room",
    );
    await expect(connection.invoke('Crash')).rejects.toThrow(
      /^An unexpected error occurred invoking 'Crash' on the server\.$/,
    );
    await expect(connection.invoke('Nope')).rejects.toThrow("Unknown hub method 'Nope'");
    expect(connection.state).toBe(HubConnectionState.Connected);
    await expect(connection.invoke('Add', 1, 1)).resolves.toBe(2);
  });

  it('answers nothing to send() and runs it', async () => {
    const connection = await client();
    const before = server.recorded.length;
    await connection.send('Record', `${name}-send`);
    await waitFor(() => server.recorded.length > before);
    expect(server.recorded.at(-1)).toBe(`${name}-send`);
    // A stray Completion would have closed the client connection.
    await expect(connection.invoke('Add', 1, 2)).resolves.toBe(3);
  });

  it('delivers a server-to-group event to members only', async () => {
    const member = await client();
    const outsider = await client();
    const memberEvents = record(member, 'GroupEvent');
    const outsiderEvents = record(outsider, 'GroupEvent');
    await member.invoke('Join', `room-${name}`);
    await server.hub.clients.group(`room-${name}`).send('GroupEvent', { issue: '2024001' }, 7);
    await waitFor(() => memberEvents.get('GroupEvent')!.length === 1);
    expect(memberEvents.get('GroupEvent')).toEqual([[{ issue: '2024001' }, 7]]);
    await member.invoke('Leave', `room-${name}`);
    await server.hub.clients.group(`room-${name}`).send('GroupEvent', 'after leaving');
    await sleep(100);
    expect(memberEvents.get('GroupEvent')).toHaveLength(1);
    expect(outsiderEvents.get('GroupEvent')).toEqual([]);
  });

  it("delivers a server-to-user event to all of that user's connections", async () => {
    const first = await client(`user:bob-${name}`);
    const second = await client(`user:bob-${name}`);
    const stranger = await client('user:carol');
    const events = [first, second, stranger].map((connection) => record(connection, 'UserEvent'));
    await server.hub.clients.user(`bob-${name}`).send('UserEvent', 'balance changed');
    await waitFor(
      () => events[0]!.get('UserEvent')!.length + events[1]!.get('UserEvent')!.length === 2,
    );
    await sleep(100);
    expect(events[0]!.get('UserEvent')).toEqual([['balance changed']]);
    expect(events[1]!.get('UserEvent')).toEqual([['balance changed']]);
    expect(events[2]!.get('UserEvent')).toEqual([]);
  });

  it('sends to all, to all but some, and to one connection', async () => {
    const [a, b] = [await client(), await client()];
    const [eventsA, eventsB] = [record(a, 'Note'), record(b, 'Note')];
    await server.hub.clients.allExcept([a.connectionId!]).send('Note', 'not a');
    await server.hub.clients.client(a.connectionId!).send('Note', 'only a');
    await waitFor(() => eventsA.get('Note')!.length === 1 && eventsB.get('Note')!.length === 1);
    expect(eventsA.get('Note')).toEqual([['only a']]);
    expect(eventsB.get('Note')).toEqual([['not a']]);
  });

  it('streams from the server and sums an upload stream', async () => {
    const connection = await client();
    const items: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      connection.stream('Counter', 4).subscribe({
        next: (item) => items.push(item),
        complete: resolve,
        error: reject,
      });
    });
    expect(items).toEqual([0, 1, 2, 3]);
    const { Subject } = await import('@microsoft/signalr');
    const upload = new Subject<number>();
    const sum = connection.invoke('Sum', upload);
    for (const value of [1, 2, 3, 4]) upload.next(value);
    upload.complete();
    await expect(sum).resolves.toBe(10);
  });

  it('gets a client result from the caller', async () => {
    const connection = await client();
    connection.on('Double', (value: number) => value * 2);
    await expect(connection.invoke('AskCaller', 'Double')).resolves.toEqual({ result: 40 });
    await expect(connection.invoke('AskCaller', 'Missing')).resolves.toEqual({
      error: "Client didn't provide a result.",
    });
  });

  it('runs onDisconnected when the client stops', async () => {
    const ended: string[] = [];
    server.hub.onDisconnected((context, error) => {
      if (error === undefined) ended.push(context.connectionId);
    });
    const connection = await client();
    const id = connection.connectionId!;
    await connection.stop();
    await waitFor(() => ended.includes(id), { what: 'onDisconnected' });
  });
});
