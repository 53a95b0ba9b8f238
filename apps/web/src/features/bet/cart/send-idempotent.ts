import type { TErrorBody } from '@lottery/contracts';
import { ApiError, apiPostIdempotent } from '../../../shared/api/http-client.ts';

/** How a money-moving request ended, as far as the player's money is concerned. */
export type TSendResult<T> =
  | { kind: 'answered'; value: T }
  /** A catalogue refusal: nothing was written, and the key stays refused. */
  | { kind: 'refused'; error: TErrorBody }
  /** No answer (network) or a failure without one (5xx): the same key must be sent again. */
  | { kind: 'unknown'; status: number };

/**
 * One request per key at a time in this page: React's development double effects, a second
 * click or a resend while the first is still out would otherwise send it twice. (The server
 * would replay the answer anyway; this keeps the page from racing itself.)
 */
const inFlight = new Map<string, Promise<TSendResult<unknown>>>();

async function send<T>(path: string, body: unknown, key: string): Promise<TSendResult<T>> {
  try {
    return { kind: 'answered', value: await apiPostIdempotent<T>(path, body, key) };
  } catch (error) {
    if (error instanceof ApiError && error.body && error.status < 500)
      return { kind: 'refused', error: error.body };
    if (error instanceof ApiError) return { kind: 'unknown', status: error.status };
    throw error;
  }
}

export function sendIdempotent<T>(path: string, body: unknown, key: string) {
  const running = inFlight.get(key);
  if (running) return running as Promise<TSendResult<T>>;
  const request = send<T>(path, body, key).finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}
