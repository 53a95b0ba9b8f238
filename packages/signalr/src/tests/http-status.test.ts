import { HttpTransportType } from '@microsoft/signalr';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../test-support/clients.ts';
import { negotiateRaw, RawWebSocket, RS } from '../test-support/raw-client.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/** Negotiate and the status codes the official client acts on (ASP.NET's dispatcher). */
describe('negotiate and HTTP status codes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const upgradeStatus = (query: string) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}${query}`);
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => {
        resolve(101);
        socket.terminate();
      });
      socket.on('error', () => {});
    });

  it('negotiates version 1 with a URL-safe token and the three transports', async () => {
    const response = await fetch(`${server.url}/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.stringMatching(/^[\w-]+$/),
      connectionToken: expect.stringMatching(/^[\w-]+$/),
      availableTransports: [
        { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
        { transport: 'ServerSentEvents', transferFormats: ['Text'] },
        { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
      ],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
  });

  it('offers stateful reconnect only when asked', async () => {
    const asked = await negotiateRaw(server.url, 'negotiateVersion=1&useStatefulReconnect=true');
    expect(asked).toHaveProperty('useStatefulReconnect', true);
    expect(await negotiateRaw(server.url)).not.toHaveProperty('useStatefulReconnect');
  });

  it('answers negotiate without a version as version 0, with no token', async () => {
    const body = await negotiateRaw(server.url, '');
    expect(body).toMatchObject({ negotiateVersion: 0 });
    expect(body).not.toHaveProperty('connectionToken');
  });

  it('refuses a rejected token with 401, and start() fails', async () => {
    const response = await fetch(`${server.url}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: 'Bearer bad' },
    });
    expect(response.status).toBe(401);
    await expect(connect(server.url, { token: 'bad' })).rejects.toThrow(/401/);
  });

  it('connects with skipNegotiation over WebSockets, authenticated on the upgrade', async () => {
    const connection = await connect(server.url, {
      transport: HttpTransportType.WebSockets,
      skipNegotiation: true,
      token: 'user:dan',
    });
    expect(connection.connectionId).toBeNull();
    await expect(connection.invoke('WhoAmI')).resolves.toMatchObject({ userId: 'dan' });
    await connection.stop();
    expect(await upgradeStatus('?access_token=bad')).toBe(401);
  });

  it('answers 400 without id and 404 for an unknown id, on every request kind', async () => {
    const sse = { headers: { Accept: 'text/event-stream' } };
    expect((await fetch(server.url)).status).toBe(400);
    expect((await fetch(server.url, { method: 'POST', body: 'x' })).status).toBe(400);
    expect((await fetch(server.url, { method: 'DELETE' })).status).toBe(400);
    const unknown = `${server.url}?id=nope`;
    expect((await fetch(unknown)).status).toBe(404);
    expect((await fetch(unknown, sse)).status).toBe(404);
    expect((await fetch(unknown, { method: 'POST', body: 'x' })).status).toBe(404);
    expect((await fetch(unknown, { method: 'DELETE' })).status).toBe(404);
    expect(await upgradeStatus('?id=nope')).toBe(404);
  });

  it('answers 405 to a POST for a WebSocket connection and 409 to a second WebSocket', async () => {
    const { connectionToken } = await negotiateRaw(server.url);
    const url = `${server.url}?id=${connectionToken}`;
    const socket = new WebSocket(url.replace('http', 'ws'));
    await new Promise((resolve) => socket.once('open', resolve));
    expect((await fetch(url, { method: 'POST', body: 'x' })).status).toBe(405);
    expect(await upgradeStatus(`?id=${connectionToken}`)).toBe(409);
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(400);
    socket.terminate();
  });

  it('long polling: first poll 200 empty, DELETE 202, then POST 404', async () => {
    const { connectionToken } = await negotiateRaw(server.url);
    const url = `${server.url}?id=${connectionToken}`;
    const first = await fetch(url);
    expect([first.status, await first.text()]).toEqual([200, '']);
    expect((await fetch(url, { headers: { Accept: 'text/event-stream' } })).status).toBe(400);
    await fetch(url, { method: 'POST', body: `{"protocol":"json","version":1}${RS}` });
    expect(await (await fetch(url)).text()).toBe(`{}${RS}`);
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(202);
    expect((await fetch(url, { method: 'POST', body: `{"type":7}${RS}` })).status).toBe(404);
  });

  it('long polling: an empty 200 when the poll times out, 204 for a replaced poll', async () => {
    const quick = await startTestServer({ pollTimeoutMs: 100 });
    try {
      const { connectionToken } = await negotiateRaw(quick.url);
      const url = `${quick.url}?id=${connectionToken}`;
      await fetch(url);
      const timedOut = await fetch(url);
      expect([timedOut.status, await timedOut.text()]).toEqual([200, '']);
      const replaced = fetch(url);
      await new Promise((resolve) => setTimeout(resolve, 20));
      void fetch(url);
      expect((await replaced).status).toBe(204);
    } finally {
      await quick.close();
    }
  });

  it('sends the handshake reply first: no ping races ahead of it', async () => {
    const quick = await startTestServer({ keepAliveIntervalMs: 10, heartbeatIntervalMs: 5 });
    try {
      const raw = await RawWebSocket.open(quick.url, { handshake: false });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(raw.records).toEqual([]);
      raw.send(`{"protocol":"json","version":1}${RS}`);
      await raw.waitForRecord((record) => record === '{"type":6}');
      expect(raw.records[0]).toBe('{}');
      raw.terminate();
    } finally {
      await quick.close();
    }
  });

  it('ends a connection whose handshake never comes, with a handshake error', async () => {
    const quick = await startTestServer({ handshakeTimeoutMs: 200, heartbeatIntervalMs: 20 });
    try {
      const raw = await RawWebSocket.open(quick.url, { handshake: false });
      const reply = await raw.waitForRecord(() => true, 2_000);
      expect(JSON.parse(reply)).toEqual({ error: 'Handshake was canceled.' });
      expect(await raw.waitForClose()).toBe(1000);
    } finally {
      await quick.close();
    }
  });

  it('forgets a negotiated connection that is never used', async () => {
    const quick = await startTestServer({ disconnectTimeoutMs: 100, heartbeatIntervalMs: 20 });
    try {
      const { connectionToken } = await negotiateRaw(quick.url);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await fetch(`${quick.url}?id=${connectionToken}`)).status).toBe(404);
    } finally {
      await quick.close();
    }
  });
});
