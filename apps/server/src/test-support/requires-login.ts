import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import type { TTestApp } from './test-app.ts';

/**
 * One test per endpoint: no token answers 401 with code 2001 and a token that is not ours 401
 * with code 2002, before anything else about the request is looked at.
 */
export function itRequiresLogin(
  t: TTestApp,
  endpoints: readonly (readonly [InjectOptions['method'], string])[],
) {
  it.each(endpoints)('%s %s answers 401 without a valid token', async (method, url) => {
    const missing = await t.call(method, url);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().Code).toBe(2001);
    const forged = await t.call(method, url, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.bm90LXNpZ25lZA' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().Code).toBe(2002);
  });
}
