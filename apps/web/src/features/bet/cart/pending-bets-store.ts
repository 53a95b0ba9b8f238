import { ZPlaceBetsRequest, ZPlaceScheduleRequest } from '@lottery/contracts';
import { z } from 'zod';
import { create } from 'zustand';
import { storageKeys } from '../../../shared/storage/storage-keys.ts';
import { onOwnerChange, readOwned, writeOwned } from './owned-storage.ts';

/**
 * The journal of money-moving requests sent and not answered yet. An entry is written, with its
 * idempotency key and exact body, when the player confirms, before the request leaves; it goes
 * when an answer comes (a success or a refusal). After a reload or a network failure the same key
 * and body are sent again, and the server replays its first answer: a bet is never placed twice
 * and never lost without the player being told.
 */

export type TPlaceBetsBody = z.input<typeof ZPlaceBetsRequest>;
export type TPlaceScheduleBody = z.input<typeof ZPlaceScheduleRequest>;

const ZNames = z.object({ zh: z.string(), en: z.string() });
const ZTicketSummary = z.object({
  id: z.string(),
  betTypeName: z.string(),
  selectionText: z.string(),
});
export type TTicketSummary = z.infer<typeof ZTicketSummary>;

const ZPendingHead = {
  key: z.string().min(16).max(100),
  /** Client clock: only used to give up on entries older than the server keeps keys. */
  createdAtMs: z.number(),
  gameId: z.number().int(),
  gameName: ZNames,
};

const ZPendingPlace = z.object({
  ...ZPendingHead,
  kind: z.literal('place'),
  body: z.custom<TPlaceBetsBody>((value) => ZPlaceBetsRequest.safeParse(value).success),
  /** The cart tickets sent, in the order of body.Tickets. */
  tickets: z.array(ZTicketSummary),
  /** The bet voucher paying part of the stake (sent to Coupon/BetWithVoucher), if one was chosen. */
  couponId: z.number().int().min(1).optional(),
});
export type TPendingPlace = z.infer<typeof ZPendingPlace>;

const ZPendingSchedule = z.object({
  ...ZPendingHead,
  kind: z.literal('schedule'),
  /** The chained bets confirmed together (one per ticket), sent in order. */
  batchId: z.string(),
  body: z.custom<TPlaceScheduleBody>((value) => ZPlaceScheduleRequest.safeParse(value).success),
  ticket: ZTicketSummary,
});
export type TPendingSchedule = z.infer<typeof ZPendingSchedule>;

export type TPendingBet = TPendingPlace | TPendingSchedule;
const ZPendingBets = z.array(z.discriminatedUnion('kind', [ZPendingPlace, ZPendingSchedule]));

/**
 * Entries older than this are not sent again but dropped with a note to check the records: the
 * server forgets keys after 72 hours (jobs/idempotency-reaper.ts), and a resend after that would
 * be a new bet. A day leaves a wide margin for clocks that disagree.
 */
export const resendWindowMs = 24 * 3_600_000;

const readEntries = () => readOwned(storageKeys.pendingBets, ZPendingBets) ?? [];

interface TPendingBetsState {
  entries: readonly TPendingBet[];
  /** Written before the request is sent. */
  record(entries: readonly TPendingBet[]): void;
  drop(keys: readonly string[]): void;
  reload(): void;
}

export const usePendingBets = create<TPendingBetsState>((set) => ({
  entries: readEntries(),
  record: (entries) => set((state) => ({ entries: [...state.entries, ...entries] })),
  drop: (keys) =>
    set((state) => ({ entries: state.entries.filter((entry) => !keys.includes(entry.key)) })),
  reload: () => set({ entries: readEntries() }),
}));

/** Written at once, not at the next render: the request may leave before the page goes away. */
usePendingBets.subscribe((state, previous) => {
  if (state.entries !== previous.entries) writeOwned(storageKeys.pendingBets, state.entries);
});
// Another player's token must never resend these; a signed-out player's are gone with the session.
onOwnerChange(() => usePendingBets.setState({ entries: [] }));
