import type { TTokenResponse } from '@lottery/contracts';

/** Calls the server's API directly, as another device or the administrator would. */
export async function apiCall<T>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; forwardedFor?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.forwardedFor) headers['X-Forwarded-For'] = options.forwardedFor;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function apiLogIn(baseUrl: string, loginId: string, password: string) {
  const token = await apiCall<TTokenResponse>(baseUrl, 'POST', '/api/Token/Login', {
    body: { LoginId: loginId, Password: password },
  });
  return token.access_token;
}

let registrations = 0;

/**
 * Registers a new player (password `password`) and answers its login ID: for journeys that
 * change a balance or a session, so the demo accounts stay as other journeys expect them.
 */
export async function registerPlayer(baseUrl: string, prefix: string, password: string) {
  const loginId = `${prefix}${Date.now() % 1_000_000}`;
  registrations += 1;
  await apiCall(baseUrl, 'POST', '/api/Register/Register', {
    // Each new player from an address of their own, as real players are: the server allows 10
    // registrations an address in 10 minutes, which one shard's journeys pass together.
    forwardedFor: `10.77.${(registrations >> 8) & 255}.${registrations & 255}`,
    body: {
      LoginId: loginId,
      Password: password,
      ConfirmPassword: password,
      Email: `${loginId}@example.com`,
    },
  });
  return loginId;
}
