import { useState } from 'react';
import { ApiError } from './http-client.ts';

/**
 * The Idempotency-Key of a money form's attempt (a transfer, a withdrawal, a bonus): pressing
 * again after no answer resends the same key, so the server does the thing once. An answer ends
 * the attempt: `renew` after a success or a changed form, `settle` after a failed call, which
 * keeps the key only when the call went unanswered (network down, or a 5xx the server did not
 * store under the key).
 */
export function useAttemptKey() {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = () => setKey(crypto.randomUUID());
  const settle = (error: unknown) => {
    if (error instanceof ApiError && error.status > 0 && error.status < 500) renew();
  };
  return { key, renew, settle };
}
