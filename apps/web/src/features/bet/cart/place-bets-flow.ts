import type { TGameCatalogueEntry } from '@lottery/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import {
  clearTicketFaults,
  markTicketFault,
  setPlaceOutcome,
  whileSending,
} from './bet-outcomes-store.ts';
import { useCartStore } from './cart-store.ts';
import type { TCartTicket } from './cart-ticket.ts';
import { couponsKey } from '../../../shared/api/coupons-key.ts';
import { recordsKey } from '../../../shared/api/records-key.ts';
import { sendPlaceRequest } from '../voucher/send-place-request.ts';
import { useVoucherChoice } from '../voucher/voucher-choice-store.ts';
import {
  usePendingBets,
  type TPendingPlace,
  type TPlaceBetsBody,
  type TTicketSummary,
} from './pending-bets-store.ts';
import { faultyTicketIndex } from './ticket-fault.ts';

/** Most tickets one Bet/Place takes (ZPlaceBetsRequest.Tickets). */
export const maxTicketsPerBet = 100;

/** MiaoMiao games draw each ticket at once: no issue is named. */
export const isInstantGame = (game: Pick<TGameCatalogueEntry, 'DrawSource'>) =>
  game.DrawSource === 'instant';

export const summaryOf = ({ id, betTypeName, selectionText }: TCartTicket): TTicketSummary => ({
  id,
  betTypeName,
  selectionText,
});

/** The Bet/Place body of these tickets, on the issue on sale unless the game is instant. */
export function placeBetsBodyOf(
  game: Pick<TGameCatalogueEntry, 'GameId' | 'DrawSource'>,
  issueSerial: string | null,
  tickets: readonly TCartTicket[],
): TPlaceBetsBody {
  return {
    GameId: game.GameId,
    ...(isInstantGame(game) || issueSerial === null ? {} : { IssueSerialNumber: issueSerial }),
    Tickets: tickets.map((ticket) => ticket.request),
  };
}

/**
 * The player confirmed: the key is made and journalled with the exact body before anything is
 * sent, so that a reload in the middle sends the same request again rather than a new one.
 */
export async function confirmPlaceBets(
  input: {
    game: TGameCatalogueEntry;
    issueSerial: string | null;
    tickets: readonly TCartTicket[];
    /** The bet voucher chosen on the slip, if any. */
    couponId?: number;
  },
  queryClient: QueryClient,
): Promise<void> {
  const entry: TPendingPlace = {
    kind: 'place',
    key: crypto.randomUUID(),
    createdAtMs: Date.now(),
    gameId: input.game.GameId,
    gameName: input.game.Name,
    body: placeBetsBodyOf(input.game, input.issueSerial, input.tickets),
    tickets: input.tickets.map(summaryOf),
    ...(input.couponId === undefined ? {} : { couponId: input.couponId }),
  };
  usePendingBets.getState().record([entry]);
  clearTicketFaults(entry.tickets.map((ticket) => ticket.id));
  setPlaceOutcome(null);
  await sendPendingPlace(entry, queryClient);
}

/** Sends a journalled Bet/Place (first time or again) and applies its answer. */
export async function sendPendingPlace(entry: TPendingPlace, queryClient: QueryClient) {
  const result = await whileSending(() => sendPlaceRequest(entry));
  const { gameName } = entry;
  if (result.kind === 'unknown') {
    setPlaceOutcome({ kind: 'unknown', gameName, isNetwork: result.status === 0 });
    return;
  }
  usePendingBets.getState().drop([entry.key]);
  // Used or refused (spent, expired, below its minimum), the voucher lists are out of date.
  if (entry.couponId !== undefined) void queryClient.invalidateQueries({ queryKey: couponsKey });
  if (result.kind === 'refused') {
    const index = faultyTicketIndex(result.error, entry.tickets.length);
    const faulty = index === null ? undefined : entry.tickets[index];
    if (faulty) markTicketFault(faulty.id, result.error.Message);
    setPlaceOutcome({ kind: 'refused', gameName, message: result.error.Message });
    return;
  }
  const { bet: answer, voucherPaid } = result.value;
  if (entry.couponId !== undefined) useVoucherChoice.getState().choose(entry.gameId, null);
  useCartStore.getState().removeMany(entry.tickets.map((ticket) => ticket.id));
  useUserInfo.getState().update({ walletAmount: answer.WalletAmount });
  setPlaceOutcome({
    kind: 'placed',
    gameName,
    totalAmount: answer.TotalAmount,
    voucherPaid,
    // The answer lists the tickets in the order they were sent.
    tickets: entry.tickets.flatMap((summary, index) => {
      const placed = answer.Tickets[index];
      return placed ? [{ summary, placed }] : [];
    }),
  });
  await queryClient.invalidateQueries({ queryKey: recordsKey });
}
