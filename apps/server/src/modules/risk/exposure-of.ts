import { findBetType, type TOddsEntry, type TSelection } from '@lottery/lottery';
import { betModeOf, ticketPrize } from '../bet/price-ticket.ts';
import { settlementRules, settleTicket, type TOpenTicket } from '../bet/settle-ticket.ts';

/**
 * What an issue's open tickets would cost the house (pure; exposure-query.ts reads the rows).
 * Tickets with the same terms come as one row with their count, so the work grows with the
 * distinct bets, not with the tickets; payouts are per ticket (caps apply per ticket), so a
 * row's payout is its count times one ticket's.
 */

/** Open tickets of identical terms. */
export interface TTicketGroup {
  betTypeId: string;
  book: 'official' | 'twoSided';
  selection: TSelection;
  mode: number;
  multiple: number;
  units: number;
  amount: bigint;
  prizeGroup: number | null;
  odds: TOddsEntry | null;
  count: number;
}

export interface TExposureGame {
  categoryId: number;
  family: string;
  maxPayoutPerTicket: bigint;
  drawAt: number;
}

export interface TItemExposure {
  betTypeId: string;
  selection: string;
  tickets: number;
  stake: bigint;
  /** What the item's tickets pay together when each wins one unit at its best level. */
  payout: bigint;
}

const asTicket = (group: TTicketGroup): TOpenTicket => ({
  id: 0n,
  userId: 0,
  betTypeId: group.betTypeId,
  book: group.book,
  selection: group.selection,
  mode: group.mode,
  multiple: group.multiple,
  units: group.units,
  amount: group.amount,
  prizeGroup: group.prizeGroup,
  userGroup: null,
  odds: group.odds,
  selfRebate: 0n,
});

/**
 * One ticket's prize when one of its units wins at the best level it can (official levels, or
 * two-sided outcomes): the figure an operator reads as "if this item comes up".
 */
export function topPrizeOf(group: TTicketGroup, maxPayoutPerTicket: bigint): bigint {
  const levelIds =
    group.book === 'twoSided'
      ? Object.keys(group.odds?.odds ?? {})
      : (findBetType(group.betTypeId)?.levels.map((level) => level.id) ?? []);
  let top = 0n;
  for (const levelId of levelIds) {
    const prize = ticketPrize(
      { ...group, mode: betModeOf(group.mode) },
      { [levelId]: 1 },
      maxPayoutPerTicket,
    );
    if (prize > top) top = prize;
  }
  return top;
}

/** Stake and top payout per bet item (bet type and selection), costliest first. */
export function itemExposures(
  groups: readonly TTicketGroup[],
  maxPayoutPerTicket: bigint,
): TItemExposure[] {
  const items = new Map<string, TItemExposure>();
  for (const group of groups) {
    const selection = JSON.stringify(group.selection);
    const key = `${group.betTypeId}|${selection}`;
    const item = items.get(key) ?? {
      betTypeId: group.betTypeId,
      selection,
      tickets: 0,
      stake: 0n,
      payout: 0n,
    };
    const count = BigInt(group.count);
    item.tickets += group.count;
    item.stake += group.amount * count;
    item.payout += topPrizeOf(group, maxPayoutPerTicket) * count;
    items.set(key, item);
  }
  return [...items.values()].sort((a, b) =>
    a.payout === b.payout ? a.betTypeId.localeCompare(b.betTypeId) : a.payout > b.payout ? -1 : 1,
  );
}

/**
 * What each possible result would pay out in all, judged by settlement's own rules, costliest
 * first. A group the engine cannot judge counts nothing (settlement leaves such tickets open).
 */
export function resultPayouts(
  game: TExposureGame,
  groups: readonly TTicketGroup[],
  results: readonly string[],
): { winningNumber: string; payout: bigint }[] {
  const payouts = results.map((winningNumber) => {
    const rules = settlementRules({
      categoryId: game.categoryId,
      family: game.family,
      winningNumber,
      drawAt: game.drawAt,
      maxPayout: game.maxPayoutPerTicket,
    });
    let payout = 0n;
    if (rules.ok)
      for (const group of groups) {
        const judged = settleTicket(rules.rules, asTicket(group));
        if (judged.ok) payout += judged.outcome.prize * BigInt(group.count);
      }
    return { winningNumber, payout };
  });
  return payouts.sort((a, b) =>
    a.payout === b.payout
      ? a.winningNumber.localeCompare(b.winningNumber)
      : a.payout > b.payout
        ? -1
        : 1,
  );
}
