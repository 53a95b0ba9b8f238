import { type AddressInfo } from 'node:net';
import { HubConnectionState } from '@microsoft/signalr';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Hub } from '../hub/hub.ts';
import { TRANSPORTS, connect, waitFor } from '../test-support/clients.ts';
import { registerTestMethods, testAuthenticate } from '../test-support/test-server.ts';
import { signalRFastifyPlugin } from './fastify-plugin.ts';

describe('signalRFastifyPlugin', () => {
  it('serves every transport beside ordinary routes, and app.close() ends the connections', async () => {
    const app = Fastify();
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-from-hook', 'yes');
    });
    app.get('/api/ping', async () => ({ ok: true }));
    const hub = new Hub({ authenticate: testAuthenticate });
    registerTestMethods(hub, []);
    await app.register(signalRFastifyPlugin, { hub, path: '/Hub' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const connections = await Promise.all(
      TRANSPORTS.map(([, transport]) => connect(`${base}/Hub`, { transport, token: 'user:gil' })),
    );
    for (const connection of connections) {
      await expect(connection.invoke('Add', 2, 40)).resolves.toBe(42);
    }
    expect(await (await fetch(`${base}/api/ping`)).json()).toEqual({ ok: true });
    const negotiate = await fetch(`${base}/Hub/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(negotiate.headers.get('x-from-hook')).toBe('yes');

    const closed: number[] = [];
    connections.forEach((connection, index) => connection.onclose(() => closed.push(index)));
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    await waitFor(() => closed.length === 3, { what: 'every client to close' });
    for (const connection of connections) {
      expect(connection.state).toBe(HubConnectionState.Disconnected);
    }
  });
});
