import { type HubConnection, HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, record, waitFor } from '../test-support/clients.ts';
import { negotiateRaw, RawWebSocket, RS } from '../test-support/raw-client.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

const CLOSE_WITH_ERROR = {
  type: 7,
  error: 'Connection closed with an error.',
  allowReconnect: true,
};

/**
 * Each malformed input on a raw connection of its own, while a healthy official client keeps
 * receiving: the bad connection is closed with an error, nobody else notices.
 */
describe('malformed input', () => {
  let server: TestServer;
  let healthy: HubConnection;
  let events: Map<string, unknown[][]>;
  let sent = 0;

  beforeAll(async () => {
    server = await startTestServer({ maxMessageChars: 1_000 });
    healthy = await connect(server.url);
    events = record(healthy, 'Tick');
    await healthy.invoke('Join', 'healthy');
  });
  afterAll(async () => {
    await healthy.stop();
    await server.close();
  });

  async function expectHealthyStillReceiving() {
    sent++;
    await server.hub.clients.group('healthy').send('Tick', sent);
    await waitFor(() => events.get('Tick')!.length === sent, { what: 'the healthy client event' });
    expect(healthy.state).toBe(HubConnectionState.Connected);
  }

  it.each([
    ['bad JSON', `{"type":1,"target":${RS}`],
    ['a non-numeric type', `{"type":"one","target":"Add","arguments":[]}${RS}`],
    ['a missing target', `{"type":1,"invocationId":"0","arguments":[1]}${RS}`],
    ['an empty target', `{"type":1,"invocationId":"0","target":"","arguments":[]}${RS}`],
    [
      'a completion with result and error',
      `{"type":3,"invocationId":"0","result":1,"error":"x"}${RS}`,
    ],
    [
      'an oversize message',
      `{"type":1,"target":"Record","arguments":["${'x'.repeat(2_000)}"]}${RS}`,
    ],
  ])('%s over WebSockets closes that connection with an error', async (_name, input) => {
    const raw = await RawWebSocket.open(server.url);
    raw.send(input);
    const close = await raw.waitForRecord((item) => item.startsWith('{"type":7'));
    expect(JSON.parse(close)).toEqual(CLOSE_WITH_ERROR);
    expect(await raw.waitForClose()).toBe(1000);
    await expectHealthyStillReceiving();
  });

  it('an unknown protocol in the handshake gets a handshake error and a close', async () => {
    const raw = await RawWebSocket.open(server.url, { handshake: false });
    raw.send(`{"protocol":"messagepack","version":1}${RS}`);
    const reply = await raw.waitForRecord(() => true);
    expect(JSON.parse(reply)).toEqual({ error: "The protocol 'messagepack' is not supported." });
    expect(await raw.waitForClose()).toBe(1000);
    expect(raw.records).toHaveLength(1);
    await expectHealthyStillReceiving();
  });

  it('a malformed handshake gets a handshake error and a close', async () => {
    const raw = await RawWebSocket.open(server.url, { handshake: false });
    raw.send(`not json${RS}`);
    expect(JSON.parse(await raw.waitForRecord(() => true))).toHaveProperty('error');
    expect(await raw.waitForClose()).toBe(1000);
    await expectHealthyStillReceiving();
  });

  it('bad JSON over long polling closes that connection: Close in the poll, then 204', async () => {
    const { connectionToken } = await negotiateRaw(server.url);
    const url = `${server.url}?id=${connectionToken}`;
    expect((await fetch(url)).status).toBe(200);
    await fetch(url, { method: 'POST', body: `{"protocol":"json","version":1}${RS}` });
    expect(await (await fetch(url)).text()).toBe(`{}${RS}`);
    const poll = fetch(url);
    expect((await fetch(url, { method: 'POST', body: `{oops${RS}` })).status).toBe(200);
    const body = await (await poll).text();
    expect(JSON.parse(body.split(RS)[0]!)).toEqual(CLOSE_WITH_ERROR);
    expect((await fetch(url)).status).toBe(204);
    expect((await fetch(url, { method: 'POST', body: `{"type":6}${RS}` })).status).toBe(404);
    await expectHealthyStillReceiving();
  });

  it('a record split across frames is valid input, not an error', async () => {
    const raw = await RawWebSocket.open(server.url);
    raw.send('{"type":1,"invocationId":"7","tar');
    raw.send(`get":"Add","arguments":[4,5]}${RS}`);
    const completion = await raw.waitForRecord((item) => item.startsWith('{"type":3'));
    expect(JSON.parse(completion)).toEqual({ type: 3, invocationId: '7', result: 9 });
    raw.terminate();
  });

  it('never answers an invocation without id, even a failing or unknown one', async () => {
    const raw = await RawWebSocket.open(server.url);
    raw.send(`{"type":1,"target":"Crash","arguments":[]}${RS}`);
    raw.send(`{"type":1,"target":"Missing","arguments":[]}${RS}`);
    raw.send(`{"type":1,"invocationId":"1","target":"Add","arguments":[1,1]}${RS}`);
    await raw.waitForRecord((item) => item.startsWith('{"type":3'));
    const completions = raw.records.filter((item) => item.startsWith('{"type":3'));
    expect(completions.map((item) => JSON.parse(item) as unknown)).toEqual([
      { type: 3, invocationId: '1', result: 2 },
    ]);
    raw.terminate();
  });
});
