import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.ts';

const t = useTestApp();

/** The catalogue body's shape, with the code it must carry. */
const catalogueBody = (Code: number) => ({ Code, Message: expect.any(String) });

describe('refusals the framework makes before any route runs', () => {
  it.each([
    ['an unknown API route', 'GET', '/api/NoSuchThing', {}, 404, 1002],
    [
      'a body that is not JSON',
      'POST',
      '/api/Token/Login',
      { payload: '<LoginId/>', headers: { 'content-type': 'application/xml' } },
      415,
      1009,
    ],
    [
      'malformed JSON',
      'POST',
      '/api/Token/Login',
      { payload: '{"LoginId":', headers: { 'content-type': 'application/json' } },
      400,
      1005,
    ],
    [
      'a body over the limit',
      'POST',
      '/api/Token/Login',
      {
        payload: JSON.stringify({ LoginId: 'x'.repeat(1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
      1006,
    ],
    [
      'a path parameter over its length',
      'DELETE',
      `/api/Admin/Maintenance/${'1'.repeat(200)}`,
      {},
      414,
      1008,
    ],
    [
      'a path that is not UTF-8',
      'POST',
      '/api/AccountCenter/SetDrawAlert/%ED%A0%80',
      {},
      400,
      1010,
    ],
    ['a query that is not UTF-8', 'GET', '/api/Admin/Sessions?LoginId=a%ED%A0%80', {}, 400, 1010],
    ['a stray % in the query', 'GET', '/api/Admin/Sessions?LoginId=100%', {}, 400, 1010],
  ] as const)(
    '%s answers the catalogue body',
    async (_what, method, url, options, status, code) => {
      const response = await t.app.inject({ method, url, ...options });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(catalogueBody(code));
    },
  );

  it('answers in the language the request asks for', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Token/Login',
      payload: '<LoginId/>',
      headers: { 'content-type': 'application/xml', 'accept-language': 'en' },
    });
    expect(response.json().Message).toBe(
      'The request body must be JSON (Content-Type: application/json)',
    );
  });
});

describe('requests Node refuses or reads with odd bytes', () => {
  let port = 0;
  let token = '';

  beforeAll(async () => {
    const { loginId } = await t.createAccount();
    token = await t.login(loginId);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /**
   * Sends raw bytes on a fresh connection (asking the server to close it after its answer) and
   * returns the status and body it sent back.
   */
  const exchange = (head: string, body = '') =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error('no answer within 5 s'));
      }, 5_000);
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('utf8');
        const [statusLine = '', ...rest] = text.split('\r\n');
        resolve({
          status: Number(statusLine.split(' ')[1]),
          body: rest.join('\r\n').split('\r\n\r\n').slice(1).join('\r\n\r\n'),
        });
      });
      socket.write(Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body, 'utf8')]));
    });

  const request = (lines: string[], body = '') =>
    exchange(
      [
        ...lines,
        'Host: 127.0.0.1',
        'Connection: close',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        '',
      ].join('\r\n'),
      body,
    );

  it.each([
    ['a control byte in a header', ['GET /health HTTP/1.1', 'X-Note: a\u0001b'], 400, 1010],
    ['a NUL in the request line', ['GET /hea\u0000lth HTTP/1.1'], 400, 1010],
    [
      'headers over the size limit',
      ['GET /health HTTP/1.1', `X-Pad: ${'x'.repeat(20_000)}`],
      431,
      1011,
    ],
  ])('%s answers the catalogue body', async (_what, lines, status, code) => {
    const answer = await request(lines);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toEqual(catalogueBody(code));
  });

  it('reads Authorization, Accept-Language and Idempotency-Key with bytes beyond ASCII as refusals', async () => {
    const body = JSON.stringify({ GameId: 1, IssueSerialNumber: '1', Tickets: [] });
    const forged = await request([
      'GET /api/Token/Refresh HTTP/1.1',
      'Authorization: Bearer \u00ff\u00fe\u00e9',
    ]);
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body)).toEqual(catalogueBody(2002));
    const badLanguage = await request(
      [
        'POST /api/Bet/Place HTTP/1.1',
        `Authorization: Bearer ${token}`,
        'Accept-Language: zh\u00ff;q=\u00e9, en',
        `Idempotency-Key: ${'\u00e9'.repeat(20)}`,
        'Content-Type: application/json',
      ],
      body,
    );
    expect(badLanguage.status).toBe(400);
    expect(JSON.parse(badLanguage.body)).toMatchObject({
      Code: 1001,
      Field: 'Tickets',
      Message: 'Tickets: is too short (at least 1)',
    });
    const key = await request(
      [
        'POST /api/Bet/Cancel HTTP/1.1',
        `Authorization: Bearer ${token}`,
        `Idempotency-Key: ${'\u00e9'.repeat(20)}`,
        'Content-Type: application/json',
      ],
      JSON.stringify({ TicketId: 1 }),
    );
    expect(key.status).toBe(400);
    expect(JSON.parse(key.body)).toEqual(catalogueBody(5002));
  });
});
