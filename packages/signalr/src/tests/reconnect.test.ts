import { type HubConnection, HubConnectionState } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, record, sleep, waitFor } from '../test-support/clients.ts';
import { TcpProxy } from '../test-support/tcp-proxy.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

describe('reconnect', () => {
  let server: TestServer;
  let proxy: TcpProxy;
  const connections: HubConnection[] = [];
  const proxied = () => `http://127.0.0.1:${proxy.port}/Hub`;
  const start = async (options: Parameters<typeof startTestServer>[0] = {}) => {
    server = await startTestServer(options);
    proxy = await TcpProxy.start(server.port);
  };
  afterEach(async () => {
    await Promise.all(connections.splice(0).map((connection) => connection.stop()));
    await proxy.close();
    await server.close();
  });

  it('reconnects automatically, as a new connection, after the socket drops', async () => {
    await start();
    const disconnected: (Error | undefined)[] = [];
    server.hub.onDisconnected((_context, error) => {
      disconnected.push(error);
    });
    const connection = await connect(proxied(), { reconnectDelaysMs: [0, 100, 100] });
    connections.push(connection);
    const events = record(connection, 'GroupEvent');
    const firstId = connection.connectionId;
    await connection.invoke('Join', 'draws');
    const reconnected = new Promise<string | undefined>((resolve) => {
      connection.onreconnected(resolve);
    });
    let wasReconnecting = false;
    connection.onreconnecting(() => (wasReconnecting = true));

    proxy.dropAll();
    const secondId = await reconnected;
    expect(wasReconnecting).toBe(true);
    expect(secondId).toBeDefined();
    expect(secondId).not.toBe(firstId);
    // The old connection ended on the server, with an error: its socket was lost, not closed.
    await waitFor(() => disconnected.length === 1);
    expect(disconnected[0]?.message).toBe('The transport was lost.');
    // Groups belong to the old connection: the client joins again, as the product client does.
    await connection.invoke('Join', 'draws');
    await server.hub.clients.group('draws').send('GroupEvent', 'after reconnect');
    await waitFor(() => events.get('GroupEvent')!.length === 1);
  });

  it('reconnects when the server closes with allowReconnect, and not without', async () => {
    await start();
    const connection = await connect(server.url, { reconnectDelaysMs: [0] });
    connections.push(connection);
    const reconnected = new Promise((resolve) => connection.onreconnected(resolve));
    expect(server.hub.closeConnection(connection.connectionId!, { allowReconnect: true })).toBe(
      true,
    );
    await reconnected;
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    server.hub.closeConnection(connection.connectionId!, { error: 'Logged in elsewhere' });
    expect((await closed)?.message).toBe('Server returned an error on close: Logged in elsewhere');
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });

  it('stateful reconnect delivers what was missed, in order, once, on the same connection', async () => {
    await start();
    const connection = await connect(proxied(), { stateful: true });
    connections.push(connection);
    const id = connection.connectionId!;
    const received: number[] = [];
    connection.on('Seq', (value: number) => received.push(value));
    let wasReconnecting = false;
    connection.onreconnecting(() => (wasReconnecting = true));
    const send = async (from: number, to: number) => {
      for (let value = from; value <= to; value++) {
        await server.hub.clients.client(id).send('Seq', value);
      }
    };

    await send(1, 5);
    await waitFor(() => received.length === 5);
    // Client-to-server messages sent just before the drop are not acked yet: the client replays
    // them after the reattach and the server must process each once.
    for (let value = 1; value <= 5; value++) await connection.send('Record', value);
    // The network goes away; the client's immediate reattach is held back until we say so.
    proxy.hold();
    proxy.dropAll();
    await send(6, 10);
    const whileDown = connection.send('Record', 6);
    await sleep(200);
    await send(11, 12);
    proxy.release();
    await whileDown;

    await waitFor(() => received.length >= 12, { what: 'the replay' });
    await send(13, 13);
    await waitFor(() => received.length >= 13);
    await waitFor(() => server.recorded.length >= 6);
    await sleep(300);
    expect(received).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(server.recorded).toEqual([1, 2, 3, 4, 5, 6]);
    expect(connection.connectionId).toBe(id);
    expect(wasReconnecting).toBe(false);
    expect(connection.state).toBe(HubConnectionState.Connected);
  });

  it('stateful: a reattach after the disconnect timeout falls back to a full reconnect', async () => {
    await start({ disconnectTimeoutMs: 200, heartbeatIntervalMs: 50 });
    const connection = await connect(proxied(), { stateful: true, reconnectDelaysMs: [0, 100] });
    connections.push(connection);
    const firstId = connection.connectionId;
    const reconnected = new Promise<string | undefined>((resolve) => {
      connection.onreconnected(resolve);
    });
    proxy.hold();
    proxy.dropAll();
    // Longer than the server waits for a reattach: the token is gone (404 on the upgrade).
    await sleep(600);
    proxy.release();
    const secondId = await reconnected;
    expect(secondId).not.toBe(firstId);
    await expect(connection.invoke('Add', 1, 2)).resolves.toBe(3);
  });

  it('stateful: acks keep a client sending more than 100 KB from stalling', async () => {
    await start();
    const connection = await connect(server.url, { stateful: true });
    connections.push(connection);
    const chunk = 'x'.repeat(10_000);
    // 30 x 10 KB: without server acks the client's send promises hang at 100 KB.
    for (let index = 0; index < 30; index++) await connection.send('Record', chunk);
    await waitFor(() => server.recorded.length === 30, { timeoutMs: 10_000 });
  });
});
