import { ZBetMode, ZSelection } from '@lottery/contracts';
import { localStore } from '@lottery/client-kit';
import { z } from 'zod';
import { useSessionStore } from '../session/session-store.ts';
import { storageKeys } from '../storage/storage-keys.ts';

/**
 * Tickets handed from one screen to a game's bet page (a chat share copied into the cart): the
 * chat may not import the bet feature, so it writes them here and the bet page takes them. One
 * entry at a time (a newer copy replaces it), kept in local storage so that the navigation, or a
 * reload before the bet page shows, loses nothing, and owned by the signed-in player like the
 * cart. Taking removes it before the tickets go anywhere: they are added once.
 */

/** A ticket as a share carries it; the bet page prices it again by the game's rules. */
export const ZHandedOffTicket = z.object({
  BetTypeId: z.string().min(1).max(64),
  Book: z.enum(['official', 'twoSided']),
  Selection: ZSelection,
  Mode: ZBetMode,
  Multiple: z.number().int().min(1),
  /** Units and amount (currency units) when shared: a two-sided stake is their quotient. */
  Units: z.number().int().min(1),
  Amount: z.number().positive(),
});
export type THandedOffTicket = z.output<typeof ZHandedOffTicket>;

const ZHandOff = z.object({
  owner: z.string(),
  gameId: z.number().int().min(1),
  tickets: z.array(ZHandedOffTicket).min(1).max(20),
});

const ownerNow = () => useSessionStore.getState().session?.userName ?? null;

const listeners = new Set<() => void>();

/** Leaves tickets for the bet page of `gameId`, for the signed-in player (none: nothing kept). */
export function handOffTickets(gameId: number, tickets: readonly THandedOffTicket[]): boolean {
  const owner = ownerNow();
  const entry = ZHandOff.safeParse({ owner, gameId, tickets });
  if (!entry.success) return false;
  localStore.set(storageKeys.betHandOff, entry.data);
  // A bet page already showing this game (the chat dock beside it) takes them at once.
  for (const listener of listeners) listener();
  return true;
}

/**
 * The tickets left for `gameId` by the signed-in player, taken: the entry is removed first, so a
 * second call (a reload, React running an effect twice) gets none. An entry that does not parse
 * or is another player's is dropped; one for another game stays for that game's page.
 */
export function takeHandedOffTickets(gameId: number): THandedOffTicket[] {
  const stored = localStore.get<unknown>(storageKeys.betHandOff);
  if (stored === null) return [];
  const entry = ZHandOff.safeParse(stored);
  if (!entry.success || entry.data.owner !== ownerNow()) {
    localStore.remove(storageKeys.betHandOff);
    return [];
  }
  if (entry.data.gameId !== gameId) return [];
  localStore.remove(storageKeys.betHandOff);
  return entry.data.tickets;
}

/** Calls `listener` after each hand-off in this page. */
export function onHandOff(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
