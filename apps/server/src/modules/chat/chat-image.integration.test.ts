import { chatImageMaxBytes, type TChatMessage } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { chatFixtures, receivedAtLeast, refusalCode } from '../../test-support/chat-clients.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();
const hub = useHubClients(t);
const chat = chatFixtures(t, hub);

/** A 1×1 PNG (signature, IHDR, IDAT, IEND). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const upload = (token: string, bytes: Uint8Array) =>
  t.call('POST', '/api/Chat/UploadImage', {
    token,
    body: { DataBase64: Buffer.from(bytes).toString('base64') },
  });

describe('chat images', () => {
  it('a PNG uploads by its bytes, posts by its token, and is served as a PNG with nosniff', async () => {
    const alice = await chat.member();
    const bob = await chat.member();
    const roomId = await chat.room([alice, bob]);
    await bob.connection.invoke('GetInitialData');
    const uploaded = await upload(alice.token, png);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { ImageToken, Url } = uploaded.json() as { ImageToken: string; Url: string };
    expect(Url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);

    t.clock.advance(2_000);
    const message = await alice.connection.invoke<TChatMessage>('AddMessage', {
      RoomId: roomId,
      Kind: 'image',
      Body: ImageToken,
    });
    expect(message).toMatchObject({ Kind: 'image', Body: Url });
    await receivedAtLeast(bob.received, 1);
    expect(bob.received[0]).toEqual({ event: 'ReceiveMessage', payload: message });

    const served = await t.call('GET', Url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(served.rawPayload).equals(png)).toBe(true);

    // Only the uploader posts their token.
    t.clock.advance(2_000);
    const borrowed = bob.connection.invoke('AddMessage', {
      RoomId: roomId,
      Kind: 'image',
      Body: ImageToken,
    });
    expect(await refusalCode(borrowed)).toBe(8842);
  });

  it('refuses text whatever it claims to be, an icon, and an image past the limit', async () => {
    const alice = await chat.member();
    const cases: [Uint8Array, number, number][] = [
      [Buffer.from('<script>alert(1)</script> not a png'), 400, 8841],
      [Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]), 400, 8841],
      // One byte past the limit passes the body's bound (base64 of up to the limit and a few
      // bytes) and is refused by the server's own count.
      [Buffer.concat([png, Buffer.alloc(chatImageMaxBytes + 1 - png.length)]), 400, 8840],
      [Buffer.concat([png, Buffer.alloc(chatImageMaxBytes)]), 400, 1001],
    ];
    for (const [bytes, status, code] of cases) {
      const response = await upload(alice.token, bytes);
      expect([response.statusCode, response.json().Code]).toEqual([status, code]);
    }
    const anonymous = await t.call('POST', '/api/Chat/UploadImage', {
      body: { DataBase64: png.toString('base64') },
    });
    expect(anonymous.statusCode).toBe(401);
    const notBase64 = await t.call('POST', '/api/Chat/UploadImage', {
      token: alice.token,
      body: { DataBase64: 'not base64!' },
    });
    expect([notBase64.statusCode, notBase64.json().Code]).toEqual([400, 1001]);
  });
});
