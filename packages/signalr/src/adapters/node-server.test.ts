import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Hub } from '../hub/hub.ts';
import { connect } from '../test-support/clients.ts';
import { listen, registerTestMethods } from '../test-support/test-server.ts';
import { attachToNodeServer } from './node-server.ts';

describe('attachToNodeServer', () => {
  it('takes the hub path and leaves every other request to the server', async () => {
    const server = createServer((_request, response) => response.end('app'));
    const hub = new Hub();
    registerTestMethods(hub, []);
    const detach = attachToNodeServer(server, hub, { path: '/Hub' });
    const base = `http://127.0.0.1:${await listen(server)}`;
    try {
      const connection = await connect(`${base}/Hub`);
      await expect(connection.invoke('Add', 1, 2)).resolves.toBe(3);
      await connection.stop();
      expect(await (await fetch(`${base}/other`)).text()).toBe('app');
      // An upgrade to another path, with nobody else listening, is refused rather than left hanging.
      const refused = await new Promise<string>((resolve) => {
        const socket = new WebSocket(`${base.replace('http', 'ws')}/other`);
        socket.on('error', () => resolve('refused'));
        socket.on('open', () => resolve('opened'));
      });
      expect(refused).toBe('refused');
      detach();
      expect((await fetch(`${base}/Hub/negotiate`, { method: 'POST' })).status).toBe(200);
      expect(await (await fetch(`${base}/Hub/negotiate`, { method: 'POST' })).text()).toBe('app');
    } finally {
      await hub.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
