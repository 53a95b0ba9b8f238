import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.ts';

// Two built apps as their builds lay them out: the players' site and the console (whose Vite
// base is /admin/, so its pages name their assets under /admin/assets/).
const webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
const adminRoot = mkdtempSync(join(tmpdir(), 'admin-root-'));
const webPage = `<!doctype html><html><body><div id="root"></div>web ${'.'.repeat(300)}</body></html>`;
const adminPage = `<!doctype html><html><head><script type="module" src="/admin/assets/main-Zz99.js"></script></head><body>admin ${'.'.repeat(300)}</body></html>`;
const adminScript = `export const console = ${JSON.stringify('管理 '.repeat(400))};\n`;
function writeWithCopies(root: string, path: string, content: string) {
  writeFileSync(join(root, path), content);
  writeFileSync(join(root, `${path}.br`), brotliCompressSync(content));
  writeFileSync(join(root, `${path}.gz`), gzipSync(content));
}
writeWithCopies(webRoot, 'index.html', webPage);
mkdirSync(join(adminRoot, 'assets'));
writeWithCopies(adminRoot, 'index.html', adminPage);
writeWithCopies(adminRoot, 'assets/main-Zz99.js', adminScript);
afterAll(() => {
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(adminRoot, { recursive: true, force: true });
});

const t = useTestApp({ webRoot, adminRoot });
const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
const text = (payload: Buffer) => brotliDecompressSync(payload).toString('utf8');

describe('the console is served at /admin beside the web app', () => {
  it.each(['/admin', '/admin/', '/admin/login', '/admin/audit?page=2', '/admin/no/such/screen'])(
    '%s gets the console index.html, revalidated, under the Content-Security-Policy',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(text(response.rawPayload)).toBe(adminPage);
    },
  );

  it('its hashed assets come compressed and cached for a year', async () => {
    const response = await get('/admin/assets/main-Zz99.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(text(response.rawPayload)).toBe(adminScript);
  });

  it.each(['/', '/Login', '/administration', '/adminx/y'])(
    '%s still gets the players’ site',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(text(response.rawPayload)).toBe(webPage);
    },
  );

  it('a missing console asset is a 404, not the index page', async () => {
    const response = await get('/admin/assets/gone-0000.js');
    expect(response.statusCode).toBe(404);
  });

  it('the API under /api/Admin is not the console', async () => {
    const response = await get('/api/Admin/NoSuchRoute');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ Code: 1002 });
  });
});
