import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.ts';

const t = useTestApp();

describe('API answers are compressed by Accept-Encoding', () => {
  it('LotteryGame/Data comes as brotli or gzip, the same JSON as uncompressed', async () => {
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const ask = (acceptEncoding: string) =>
      t.call('POST', '/api/LotteryGame/Data', {
        token,
        headers: { 'accept-encoding': acceptEncoding },
      });

    const plain = await ask('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body;
    expect(JSON.parse(text)).toHaveProperty('Games');

    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await ask(accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(text.length / 5);
      expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(JSON.parse(text));
    }
  });

  it('a small answer is sent as it is', async () => {
    const response = await t.call('GET', '/health', { headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
