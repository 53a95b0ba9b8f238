import type { TErrorBody, TLanguage } from '@lottery/contracts';
import type { TFailedCall } from './error-routing.ts';

/** A failed call: the HTTP status (0 when the network failed) and the error body, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: TErrorBody | null,
    readonly apiPath: string,
  ) {
    super(body?.Message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export interface THttpEnvironment {
  token(): string | null;
  language(): TLanguage;
  /** Told about every failed call; decides whether the user is taken elsewhere (SPEC §8). */
  onFailure(call: TFailedCall): void;
}

let environment: THttpEnvironment = {
  token: () => null,
  language: () => 'zh-CN',
  onFailure: () => undefined,
};

export function configureHttp(next: THttpEnvironment): void {
  environment = next;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** One API call with the bearer token and the user's language; rejects with ApiError. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<T> {
  const token = environment.token();
  const headers: Record<string, string> = {
    ...extraHeaders,
    'Accept-Language': environment.language(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const apiPath = path.split('?')[0] ?? path;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError(0, null, apiPath);
  }
  const parsed = await readBody(response);
  if (response.ok) return parsed as T;
  const errorBody =
    parsed && typeof parsed === 'object' && 'Code' in parsed ? (parsed as TErrorBody) : null;
  // A 401 to a call sent without the current token (before login, or by a session that has
  // ended or been replaced since) says nothing about the session the user has now.
  const staleRefusal = response.status === 401 && (token === null || token !== environment.token());
  if (!staleRefusal) environment.onFailure({ status: response.status, body: errorBody, apiPath });
  throw new ApiError(response.status, errorBody, apiPath);
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body);
/**
 * A money-moving POST (server platform/idempotency.ts): the key names the request, so sending it
 * again (a retry, a reload) replays the first answer instead of moving money twice.
 */
export const apiPostIdempotent = <T>(path: string, body: unknown, idempotencyKey: string) =>
  apiRequest<T>('POST', path, body, { 'Idempotency-Key': idempotencyKey });
