import { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

export interface AuthRequest {
  /** From `Authorization: Bearer`, or from `access_token` in the query where allowed. */
  accessToken: string | null;
  headers: IncomingHttpHeaders;
  query: URLSearchParams;
}

export interface AuthResult {
  /** Groups the user's connections for `clients.user(id)`; null for an anonymous connection. */
  userId: string | null;
  /** Host state for the connection's lifetime, copied into its `items` (e.g. the session id). */
  items?: Readonly<Record<string, unknown>>;
}

/**
 * The host's check, run when a connection is created (negotiate, or a WebSocket opened without
 * negotiate). Null means 401. Later requests of the connection carry its token, a secret that
 * stands for this result; a host that revokes a session closes the user's connections itself.
 */
export type Authenticate = (request: AuthRequest) => AuthResult | null | Promise<AuthResult | null>;

/**
 * Browsers cannot set headers on a WebSocket or an EventSource, so those requests (GET) may carry
 * the token in the query; the Node client sends it that way for SSE too.
 */
export function readAccessToken(request: IncomingMessage, query: URLSearchParams): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  if (request.method === 'GET') return query.get('access_token');
  return null;
}

/** The host's query parameters: what the client put in the hub URL, minus protocol ones. */
export function hostQuery(query: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(query);
  for (const name of ['id', 'negotiateVersion', 'useStatefulReconnect', 'access_token', '_']) {
    copy.delete(name);
  }
  return copy;
}

/** Runs the host's check; without one every connection is anonymous. */
export async function authenticateRequest(
  authenticate: Authenticate | undefined,
  request: IncomingMessage,
  query: URLSearchParams,
): Promise<AuthResult | null> {
  if (!authenticate) return { userId: null };
  const accessToken = readAccessToken(request, query);
  return await authenticate({ accessToken, headers: request.headers, query: hostQuery(query) });
}
