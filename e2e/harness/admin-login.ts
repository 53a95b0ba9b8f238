import type { TAdminTokenResponse, TAdminTotpVerifyRequest } from '@lottery/contracts';
import { Secret, TOTP } from 'otpauth';
import { apiCall } from './api.ts';
import { demoPassword } from './browser.ts';

/** The code an authenticator app with this secret shows at `atMs`. */
export function totpCode(secret: string, atMs = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: atMs,
  });
}

/** The demo administrators (one per built-in role) as the server seeds them. */
export const demoAdminLoginIds = [
  'adminowner',
  'adminfinance',
  'adminrisk',
  'adminservice',
  'adminops',
  'adminreadonly',
] as const;

/**
 * Enrols an authenticator for each demo administrator, as each would at its first login, and
 * answers their secrets (global setup hands them to the journeys through inject).
 */
export async function enrolDemoAdmins(baseUrl: string): Promise<Record<string, string>> {
  const secrets: Record<string, string> = {};
  for (const loginId of demoAdminLoginIds) {
    const login = await apiCall<TAdminTokenResponse>(baseUrl, 'POST', '/api/AdminAuth/Login', {
      body: { LoginId: loginId, Password: demoPassword },
    });
    const token = login.AccessToken;
    const { Secret: secret } = await apiCall<{ Secret: string }>(
      baseUrl,
      'POST',
      '/api/AdminAuth/Totp/Enrol',
      { token },
    );
    await apiCall(baseUrl, 'POST', '/api/AdminAuth/Totp/Verify', {
      token,
      body: { Code: totpCode(secret) } satisfies TAdminTotpVerifyRequest,
    });
    secrets[loginId] = secret;
  }
  return secrets;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The codes to try, in order: this step's, then the next step's (the server accepts a step either
 * side of its own, and each step once per account, so a second login within the same 30 s can use
 * the next step's code rather than wait for it).
 */
export const codesToTry = (secret: string, atMs = Date.now()) => [
  totpCode(secret, atMs),
  totpCode(secret, atMs + 30_000),
];

/**
 * Logs a demo administrator in through the API (password, then authenticator code) and answers
 * its token. When both usable steps were taken already (a third login within 30 s), it waits for
 * the next step.
 */
export async function apiAdminLogIn(baseUrl: string, loginId: string, secret: string) {
  const login = await apiCall<TAdminTokenResponse>(baseUrl, 'POST', '/api/AdminAuth/Login', {
    body: { LoginId: loginId, Password: demoPassword },
  });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    for (const code of codesToTry(secret)) {
      const response = await fetch(new URL('/api/AdminAuth/Totp/Verify', baseUrl), {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${login.AccessToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ Code: code }),
      });
      if (response.ok) return login.AccessToken;
    }
    await sleep(30_000 - (Date.now() % 30_000) + 100);
  }
  throw new Error(`administrator ${loginId}: no authenticator code was accepted`);
}
