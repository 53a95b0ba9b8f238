import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.ts';

// A web root laid out as the web build writes it: each text file with its .br and .gz copies.
const root = mkdtempSync(join(tmpdir(), 'web-root-'));
const script = `export const greeting = ${JSON.stringify('你好 '.repeat(400))};\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
function writeWithCopies(path: string, content: string) {
  writeFileSync(join(root, path), content);
  writeFileSync(join(root, `${path}.br`), brotliCompressSync(content));
  writeFileSync(join(root, `${path}.gz`), gzipSync(content));
}
mkdirSync(join(root, 'assets'));
writeWithCopies('assets/app-Ab12Cd34.js', script);
writeWithCopies('index.html', page);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const t = useTestApp({ webRoot: root });
const yearLong = 'public, max-age=31536000, immutable';

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...headers,
    },
  });

describe('the web app is served compressed by Accept-Encoding', () => {
  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)(
    'a hashed JS asset asked with %s comes as %s, cached for a year',
    async (accept, encoding, decode) => {
      const response = await get('/assets/app-Ab12Cd34.js', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(yearLong);
      expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
      expect(decode(response.rawPayload).toString('utf8')).toBe(script);
    },
  );

  it.each([
    ['identity', 'identity'],
    ['no Accept-Encoding', undefined],
  ] as const)('a hashed JS asset asked with %s comes uncompressed', async (_label, accept) => {
    const response = await get('/assets/app-Ab12Cd34.js', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(yearLong);
    expect(response.body).toBe(script);
  });

  it('a screen of the app gets index.html compressed and revalidated, 304 when unchanged', async () => {
    const response = await get('/Login', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(page);

    const etag = response.headers.etag;
    expect(etag).toEqual(expect.any(String));
    const again = await get('/Bet/2', 'br, gzip', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('index.html asked by its own name is revalidated too', async () => {
    const response = await get('/index.html', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(page);
  });
});
