import { parseThousandths, type TGameCatalogueEntry } from '@lottery/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import {
  clearTicketFaults,
  markTicketFault,
  setScheduleOutcome,
  whileSending,
  type TScheduleOutcome,
} from '../cart/bet-outcomes-store.ts';
import { useCartStore } from '../cart/cart-store.ts';
import type { TCartTicket } from '../cart/cart-ticket.ts';
import { recordsKey } from '../../../shared/api/records-key.ts';
import { usePendingBets, type TPendingSchedule } from '../cart/pending-bets-store.ts';
import { summaryOf } from '../cart/place-bets-flow.ts';
import { placeSchedule } from './api/place-schedule.ts';
import {
  scheduleBodyOf,
  type TMultiplePlan,
  type TScheduleTarget,
  type TStopRules,
} from './schedule-plan.ts';

/**
 * Bet/Schedule takes one ticket, so a chained bet of several cart tickets is one plan per
 * ticket. All their keys and bodies are journalled when the player confirms; they are sent one
 * after the other, and the first refusal stops the batch (the plans after it were never sent, so
 * they are dropped and their tickets stay in the cart).
 */
export async function confirmSchedules(
  input: {
    game: TGameCatalogueEntry;
    tickets: readonly TCartTicket[];
    plan: TMultiplePlan;
    target: TScheduleTarget;
    stops: TStopRules;
  },
  queryClient: QueryClient,
): Promise<TScheduleOutcome | null> {
  const { game } = input;
  const batchId = crypto.randomUUID();
  const createdAtMs = Date.now();
  const entries = input.tickets.map((ticket): TPendingSchedule => ({
    kind: 'schedule',
    key: crypto.randomUUID(),
    createdAtMs,
    gameId: game.GameId,
    gameName: game.Name,
    batchId,
    body: scheduleBodyOf(game.GameId, ticket, input.plan, input.target, input.stops),
    ticket: summaryOf(ticket),
  }));
  usePendingBets.getState().record(entries);
  clearTicketFaults(input.tickets.map((ticket) => ticket.id));
  setScheduleOutcome(null);
  return sendScheduleBatch(entries, queryClient);
}

/** Sends the journalled plans of one batch in order (first time or again) and applies the answers. */
export async function sendScheduleBatch(
  entries: readonly TPendingSchedule[],
  queryClient: QueryClient,
): Promise<TScheduleOutcome | null> {
  const first = entries[0];
  if (!first) return null;
  const journal = usePendingBets.getState();
  const placed: TScheduleOutcome['placed'][number][] = [];
  let heldThousandths = 0n;
  let refusal: string | null = null;
  let notSent = 0;
  let unknownStatus: number | null = null;
  for (const [index, entry] of entries.entries()) {
    const result = await whileSending(() => placeSchedule(entry.body, entry.key));
    if (result.kind === 'unknown') {
      unknownStatus = result.status;
      break;
    }
    if (result.kind === 'refused') {
      const unsent = entries.slice(index);
      journal.drop(unsent.map((item) => item.key));
      markTicketFault(entry.ticket.id, result.error.Message);
      refusal = result.error.Message;
      notSent = unsent.length - 1;
      break;
    }
    journal.drop([entry.key]);
    useCartStore.getState().removeMany([entry.ticket.id]);
    useUserInfo.getState().update({ walletAmount: result.value.WalletAmount });
    placed.push({ scheduleId: result.value.ScheduleId, summary: entry.ticket });
    heldThousandths += parseThousandths(result.value.TotalAmount) ?? 0n;
  }
  const outcome: TScheduleOutcome = {
    batchId: first.batchId,
    gameName: first.gameName,
    placed,
    heldThousandths,
    refusal,
    notSent,
    isUnknown: unknownStatus !== null,
    isNetwork: unknownStatus === 0,
  };
  setScheduleOutcome(outcome);
  if (placed.length > 0) await queryClient.invalidateQueries({ queryKey: recordsKey });
  return outcome;
}
