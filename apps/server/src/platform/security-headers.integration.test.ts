import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createUser } from '../modules/auth/create-user.ts';
import { hashPassword } from '../modules/auth/password-hashing.ts';
import { createManualClock } from '../test-support/manual-clock.ts';
import { openTestDatabase } from '../test-support/test-database.ts';

/** Directives the web app's safety rests on, as the browser reads them. */
function directivesOf(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values.join(' ')]),
  );
}

/** A page or an asset: the web app's policy and every header a document reads. */
function expectPageHeaders(headers: Record<string, string | string[] | number | undefined>) {
  const csp = directivesOf(headers['content-security-policy']);
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('connect-src')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
}

/** A JSON answer: data, in which nothing may run or load, which nothing may frame. */
function expectDataHeaders(headers: Record<string, string | string[] | number | undefined>) {
  const csp = directivesOf(headers['content-security-policy']);
  expect(Object.fromEntries(csp)).toEqual({ 'default-src': "'none'", 'frame-ancestors': "'none'" });
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['referrer-policy']).toBe('same-origin');
  // What only a document reads is not sent with data.
  expect(headers['x-frame-options']).toBeUndefined();
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
}

describe('security headers', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
  let token = '';

  beforeAll(async () => {
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webRoot, 'assets', 'app-1a2b3c.js'), 'export {};');
    writeFileSync(
      join(webRoot, 'assets', 'logo-1a2b3c.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const db = await openTestDatabase();
    drop = db.drop;
    app = buildApp({
      db,
      clock: createManualClock(Date.now()),
      ids: { uuid: () => randomUUID() },
      tokenSecret: randomBytes(32),
      tokenTtlSeconds: 1800,
      trustProxy: true,
      logger: false,
      uploadsDir: join(webRoot, 'uploads'),
      webRoot,
    });
    await app.ready();
    await db.transaction(async (tx) =>
      createUser(tx, {
        loginId: 'headers1',
        passwordHash: await hashPassword('Sturdy2026pass'),
        role: 'player',
        parentId: null,
        email: 'headers1@test.invalid',
      }),
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/Token/Login',
      payload: { LoginId: 'headers1', Password: 'Sturdy2026pass' },
    });
    token = (login.json() as { access_token: string }).access_token;
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('are on the HTML page, which browsers revalidate', async () => {
    const page = await app.inject({ method: 'GET', url: '/Bet/2' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expectPageHeaders(page.headers);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('are on a hashed asset, which keeps its year-long cache', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // A script may be a worker's, which runs under the policy it came with.
    const csp = directivesOf(asset.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    // A script never shows as a page: what only a document reads is not sent with it.
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('keep every header a document reads on a picture that may show as one (SVG)', async () => {
    const picture = await app.inject({ method: 'GET', url: '/assets/logo-1a2b3c.svg' });
    expect(picture.statusCode).toBe(200);
    expectPageHeaders(picture.headers);
  });

  it('are on a public API answer, which may be cached', async () => {
    const answer = await app.inject({ method: 'GET', url: '/health' });
    expect(answer.statusCode).toBe(200);
    expectDataHeaders(answer.headers);
    expect(answer.headers['cache-control']).toBeUndefined();
  });

  it('are on an authenticated API answer, which no cache may keep', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/Wallet/GetWalletAmount',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(200);
    expectDataHeaders(answer.headers);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('keep a refused authenticated call out of caches too', async () => {
    const refused = await app.inject({ method: 'POST', url: '/api/Wallet/GetWalletAmount' });
    expect(refused.statusCode).toBe(401);
    expectDataHeaders(refused.headers);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('are on the catalogue 404 of an unknown API path', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/Nowhere/Nothing' });
    expect(missing.statusCode).toBe(404);
    expectDataHeaders(missing.headers);
  });

  it('are on a refusal made before routing (a query that is not UTF-8)', async () => {
    const refused = await app.inject({ method: 'GET', url: '/api/Nowhere/Nothing?x=%zz' });
    expect(refused.statusCode).toBe(400);
    expectDataHeaders(refused.headers);
  });

  it('are on a refusal of the router (a path that is not UTF-8)', async () => {
    const refused = await app.inject({ method: 'GET', url: '/api/Nowhere/%zz' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expectDataHeaders(refused.headers);
  });

  it('pin TLS (HSTS) only for requests that came over TLS', async () => {
    const plain = await app.inject({ method: 'GET', url: '/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
