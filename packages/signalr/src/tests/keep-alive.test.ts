import { type HubConnection, HubConnectionState } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import { TRANSPORTS, connect, sleep, waitFor } from '../test-support/clients.ts';
import { negotiateRaw, RawWebSocket } from '../test-support/raw-client.ts';
import { TcpProxy } from '../test-support/tcp-proxy.ts';
import { startTestServer } from '../test-support/test-server.ts';

describe('keep-alive', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const started = async (options: Parameters<typeof startTestServer>[0] = {}) => {
    const server = await startTestServer(options);
    cleanups.push(() => server.close());
    return server;
  };
  const track = (connection: HubConnection) => {
    cleanups.push(() => connection.stop());
    return connection;
  };

  it(
    'keeps idle clients of every transport connected past 30 s with the default timings',
    { timeout: 45_000 },
    async () => {
      // Real time on purpose: both sides' defaults (15 s pings, 30 s timeouts) must fit together.
      const server = await started();
      const connections = await Promise.all(
        TRANSPORTS.map(([, transport]) => connect(server.url, { transport }).then(track)),
      );
      const closed: unknown[] = [];
      for (const connection of connections) connection.onclose((error) => closed.push(error));
      await sleep(33_000);
      expect(closed).toEqual([]);
      for (const connection of connections) {
        expect(connection.state).toBe(HubConnectionState.Connected);
        await expect(connection.invoke('Add', 20, 22)).resolves.toBe(42);
      }
    },
  );

  it('lets the client detect a server that stopped answering (serverTimeout)', async () => {
    const server = await started({ keepAliveIntervalMs: 200, heartbeatIntervalMs: 50 });
    const proxy = await TcpProxy.start(server.port);
    cleanups.push(() => proxy.close());
    const connection = track(
      await connect(`http://127.0.0.1:${proxy.port}/Hub`, {
        serverTimeoutMs: 1_000,
        keepAliveIntervalMs: 200,
      }),
    );
    let closeError: Error | undefined;
    connection.onclose((error) => (closeError = error));
    // Server pings keep it alive well past its 1 s timeout...
    await sleep(2_000);
    expect(connection.state).toBe(HubConnectionState.Connected);
    // ...until the server goes silent.
    proxy.freeze();
    await waitFor(() => closeError !== undefined, {
      timeoutMs: 3_000,
      what: 'the client to close',
    });
    expect(closeError!.message).toContain(
      'Server timeout elapsed without receiving a message from the server.',
    );
  });

  it('drops a client that pinged once and then went silent', async () => {
    const server = await started({
      clientTimeoutMs: 500,
      keepAliveIntervalMs: 100,
      heartbeatIntervalMs: 50,
    });
    const disconnected: (Error | undefined)[] = [];
    server.hub.onDisconnected((_context, error) => {
      disconnected.push(error);
    });
    const raw = await RawWebSocket.open(server.url);
    raw.send('{"type":6}\x1e');
    await raw.waitForRecord((record) => record === '{"type":6}');
    const close = await raw.waitForRecord((record) => record.startsWith('{"type":7'), 2_000);
    expect(JSON.parse(close)).toEqual({
      type: 7,
      error: 'Connection closed with an error.',
      allowReconnect: true,
    });
    expect(await raw.waitForClose()).toBe(1000);
    await waitFor(() => disconnected.length === 1);
    expect(disconnected[0]?.message).toBe('The client timed out.');
  });

  it('drops a long-polling client that stopped polling', async () => {
    const server = await started({ disconnectTimeoutMs: 300, heartbeatIntervalMs: 50 });
    const disconnected: (Error | undefined)[] = [];
    server.hub.onDisconnected((_context, error) => {
      disconnected.push(error);
    });
    // By hand: first poll, handshake, one poll for the handshake reply, then no more polls.
    const { connectionToken } = await negotiateRaw(server.url);
    const url = `${server.url}?id=${connectionToken}`;
    expect((await fetch(url)).status).toBe(200);
    await fetch(url, { method: 'POST', body: '{"protocol":"json","version":1}\x1e' });
    expect(await (await fetch(url)).text()).toBe('{}\x1e');
    await waitFor(() => disconnected.length === 1, { timeoutMs: 3_000, what: 'the drop' });
    expect(disconnected[0]?.message).toBe('The client stopped polling.');
    // A poll that comes back late learns of the end (204), then the token is gone (404).
    expect((await fetch(url)).status).toBe(204);
    expect((await fetch(url)).status).toBe(404);
  });
});
