import type { z } from 'zod';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { localStore } from '@lottery/client-kit';

/**
 * Local storage that belongs to the signed-in player. The cart and the unanswered bets are kept
 * across reloads, but a browser can be shared: what one player left must never be shown to, or
 * sent under the token of, another. Each value is stored with its owner's user name and read back
 * only by the same user.
 */

const ownerNow = () => useSessionStore.getState().session?.userName ?? null;

interface TOwned<T> {
  owner: string | null;
  value: T;
}

/** The stored value if the signed-in user wrote it and it still has the expected shape. */
export function readOwned<T>(key: string, schema: z.ZodType<T>): T | null {
  const stored = localStore.get<TOwned<unknown>>(key);
  if (!stored || stored.owner !== ownerNow()) return null;
  const parsed = schema.safeParse(stored.value);
  return parsed.success ? parsed.data : null;
}

export function writeOwned<T>(key: string, value: T): void {
  localStore.set(key, { owner: ownerNow(), value } satisfies TOwned<T>);
}

/**
 * Calls `forget` when the signed-in user changes: a logout, a session that ended, another login.
 * A token refresh keeps the user and changes nothing.
 */
export function onOwnerChange(forget: () => void): () => void {
  let owner = ownerNow();
  return useSessionStore.subscribe((state) => {
    const next = state.session?.userName ?? null;
    if (next === owner) return;
    owner = next;
    forget();
  });
}
