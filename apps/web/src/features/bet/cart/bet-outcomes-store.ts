import { create } from 'zustand';
import type { TPlacedTicket } from './api/place-bets.ts';
import { onOwnerChange } from './owned-storage.ts';
import type { TTicketSummary } from './pending-bets-store.ts';

type TNames = { zh: string; en: string };

/** What the player is told about the last Bet/Place. */
export type TPlaceOutcome =
  | {
      kind: 'placed';
      gameName: TNames;
      /** Charged, in currency units as the server answered. */
      totalAmount: number;
      /** What a bet voucher paid of it (the wallet paid the rest); null without one. */
      voucherPaid: number | null;
      tickets: readonly { summary: TTicketSummary; placed: TPlacedTicket }[];
    }
  | { kind: 'refused'; gameName: TNames; message: string }
  /** No answer yet: the same request is kept and sent again. */
  | { kind: 'unknown'; gameName: TNames; isNetwork: boolean }
  /** An unanswered bet too old to send again. */
  | { kind: 'expired'; gameName: TNames };

/** What the player is told about the last chained-bet confirmation (one plan per ticket). */
export interface TScheduleOutcome {
  batchId: string;
  gameName: TNames;
  placed: readonly { scheduleId: number; summary: TTicketSummary }[];
  /** Thousandths held for the plans placed. */
  heldThousandths: bigint;
  refusal: string | null;
  /** Plans of the batch not sent because an earlier one was refused. */
  notSent: number;
  /** A plan is still unanswered: it is kept and sent again. */
  isUnknown: boolean;
  isNetwork: boolean;
}

interface TBetOutcomesState {
  place: TPlaceOutcome | null;
  schedule: TScheduleOutcome | null;
  /** Messages of refused tickets by cart ticket id, shown beside them until they change. */
  ticketFaults: Readonly<Record<string, string>>;
  /** Requests out now; the bet buttons wait for them. */
  sendingCount: number;
}

/** Kept in memory: after a reload the journal's resend brings the answers back. */
export const useBetOutcomes = create<TBetOutcomesState>(() => ({
  place: null,
  schedule: null,
  ticketFaults: {},
  sendingCount: 0,
}));
// One player's serial numbers and refusals are not shown to the next.
onOwnerChange(() => useBetOutcomes.setState({ place: null, schedule: null, ticketFaults: {} }));

export const setPlaceOutcome = (place: TPlaceOutcome | null) => useBetOutcomes.setState({ place });
export const setScheduleOutcome = (schedule: TScheduleOutcome | null) =>
  useBetOutcomes.setState({ schedule });

export function markTicketFault(ticketId: string, message: string): void {
  useBetOutcomes.setState((s) => ({ ticketFaults: { ...s.ticketFaults, [ticketId]: message } }));
}

export function clearTicketFaults(ticketIds: readonly string[]): void {
  useBetOutcomes.setState((s) => {
    if (!ticketIds.some((id) => id in s.ticketFaults)) return s;
    const ticketFaults = { ...s.ticketFaults };
    for (const id of ticketIds) delete ticketFaults[id];
    return { ticketFaults };
  });
}

/** Counts a request out while `work` runs. */
export async function whileSending<T>(work: () => Promise<T>): Promise<T> {
  useBetOutcomes.setState((s) => ({ sendingCount: s.sendingCount + 1 }));
  try {
    return await work();
  } finally {
    useBetOutcomes.setState((s) => ({ sendingCount: s.sendingCount - 1 }));
  }
}
