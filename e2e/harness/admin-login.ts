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
 * Logs a demo administrator in through the API (password, then authenticator code) and answers
 * its token. A code's time step is accepted once per account, so when this step's code was
 * used already (another login within the same 30 s) it waits for the next step.
 */
export async function apiAdminLogIn(baseUrl: string, loginId: string, secret: string) {
  const login = await apiCall<TAdminTokenResponse>(baseUrl, 'POST', '/api/AdminAuth/Login', {
    body: { LoginId: loginId, Password: demoPassword },
  });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await fetch(new URL('/api/AdminAuth/Totp/Verify', baseUrl), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${login.AccessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ Code: totpCode(secret) }),
    });
    if (response.ok) return login.AccessToken;
    await sleep(30_000 - (Date.now() % 30_000) + 100);
  }
  throw new Error(`administrator ${loginId}: no authenticator code was accepted`);
}
