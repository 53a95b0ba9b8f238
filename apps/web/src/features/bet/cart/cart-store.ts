import { ZTicketRequest } from '@lottery/contracts';
import { z } from 'zod';
import { create } from 'zustand';
import { storageKeys } from '../../../shared/storage/storage-keys.ts';
import { baseAmountOf, clampMultiple } from './cart-amounts.ts';
import type { TCartTicket, TNewCartTicket } from './cart-ticket.ts';
import { onOwnerChange, readOwned, writeOwned } from './owned-storage.ts';

/** What local storage gives back is checked before it is trusted (an older build, a hand edit). */
const ZStoredTicket: z.ZodType<TCartTicket> = z.object({
  id: z.string().min(1),
  gameId: z.number().int(),
  request: z.custom<TCartTicket['request']>((value) => ZTicketRequest.safeParse(value).success),
  betTypeName: z.string(),
  selectionText: z.string(),
  units: z.number().int().min(1),
  amountThousandths: z.number().int().min(0),
  maxMultiple: z.number().int().nullable(),
  checked: z.boolean(),
});
const ZStoredCart = z.array(ZStoredTicket);

const readTickets = () => readOwned(storageKeys.betCart, ZStoredCart) ?? [];

interface TCartState {
  /** Every game's tickets, in the order added; a bet page shows its game's. */
  tickets: readonly TCartTicket[];
  add(ticket: TNewCartTicket): void;
  setChecked(id: string, isChecked: boolean): void;
  setAllChecked(gameId: number, isChecked: boolean): void;
  /** Official book: the multiple brought into 1..max and the amount recomputed exactly. */
  setMultiple(id: string, multiple: number): void;
  remove(id: string): void;
  /** The tickets a bet or a chained bet took (they may belong to any game). */
  removeMany(ids: readonly string[]): void;
  clear(gameId: number): void;
  /** Re-reads local storage (tests, and a page that comes back to life). */
  reload(): void;
}

function withMultiple(ticket: TCartTicket, wanted: number): TCartTicket {
  if (ticket.request.Book !== 'official') return ticket;
  const multiple = clampMultiple(ticket, wanted);
  return {
    ...ticket,
    request: { ...ticket.request, Multiple: multiple },
    amountThousandths: Number(baseAmountOf(ticket) * BigInt(multiple)),
  };
}

/**
 * The bet cart (SPEC §3 "cart (tickets with checked flag and multiple)"). It lives in local
 * storage so that a reload loses nothing, and is forgotten when the player signs out.
 */
export const useCartStore = create<TCartState>((set) => {
  const update = (change: (tickets: readonly TCartTicket[]) => readonly TCartTicket[]) =>
    set((state) => ({ tickets: change(state.tickets) }));
  return {
    tickets: readTickets(),
    add: (ticket) =>
      update((tickets) => [...tickets, { ...ticket, id: crypto.randomUUID(), checked: true }]),
    setChecked: (id, isChecked) =>
      update((tickets) => tickets.map((t) => (t.id === id ? { ...t, checked: isChecked } : t))),
    setAllChecked: (gameId, isChecked) =>
      update((tickets) =>
        tickets.map((t) => (t.gameId === gameId ? { ...t, checked: isChecked } : t)),
      ),
    setMultiple: (id, multiple) =>
      update((tickets) => tickets.map((t) => (t.id === id ? withMultiple(t, multiple) : t))),
    remove: (id) => update((tickets) => tickets.filter((t) => t.id !== id)),
    removeMany: (ids) => update((tickets) => tickets.filter((t) => !ids.includes(t.id))),
    clear: (gameId) => update((tickets) => tickets.filter((t) => t.gameId !== gameId)),
    reload: () => set({ tickets: readTickets() }),
  };
});

useCartStore.subscribe((state, previous) => {
  if (state.tickets !== previous.tickets) writeOwned(storageKeys.betCart, state.tickets);
});
onOwnerChange(() => useCartStore.setState({ tickets: [] }));
