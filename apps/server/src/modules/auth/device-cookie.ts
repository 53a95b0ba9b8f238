import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { deviceCookie } from './known-devices.ts';

/** The device token the browser sent with its login, if any. */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[deviceCookie.name] : undefined;
}

/**
 * HttpOnly so no script can read it, sent back only to the login route, and Secure when served
 * over TLS (behind a proxy: as TRUST_PROXY tells).
 */
export function deviceCookieHeader(token: string, protocol: string): string {
  return stringifySetCookie({
    name: deviceCookie.name,
    value: token,
    path: deviceCookie.path,
    maxAge: deviceCookie.maxAgeSeconds,
    httpOnly: true,
    sameSite: 'strict',
    secure: protocol === 'https',
  });
}
