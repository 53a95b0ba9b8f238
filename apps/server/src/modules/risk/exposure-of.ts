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
  /** What the item's tickets pay together on its worst result (see itemExposures). */
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

/**
 * Stake and payout per bet item (bet type and selection), costliest first. The payout is the
 * item's worst result when the results were tried (`itemWorst`, exact); otherwise each ticket's
 * best level (topPrizeOf), an upper bound.
 */
export function itemExposures(
  groups: readonly TTicketGroup[],
  maxPayoutPerTicket: bigint,
  itemWorst: ReadonlyMap<string, bigint> | null,
): TItemExposure[] {
  const items = new Map<string, TItemExposure>();
  for (const group of groups) {
    const key = itemKeyOf(group);
    const item = items.get(key) ?? {
      betTypeId: group.betTypeId,
      selection: JSON.stringify(group.selection),
      tickets: 0,
      stake: 0n,
      payout: itemWorst ? (itemWorst.get(key) ?? 0n) : 0n,
    };
    const count = BigInt(group.count);
    item.tickets += group.count;
    item.stake += group.amount * count;
    if (!itemWorst) item.payout += topPrizeOf(group, maxPayoutPerTicket) * count;
    items.set(key, item);
  }
  return [...items.values()].sort((a, b) =>
    a.payout === b.payout ? a.betTypeId.localeCompare(b.betTypeId) : a.payout > b.payout ? -1 : 1,
  );
}

export const itemKeyOf = (group: Pick<TTicketGroup, 'betTypeId' | 'selection'>) =>
  `${group.betTypeId}|${JSON.stringify(group.selection)}`;

export interface TJudgedResults {
  /** Each result and what the open tickets would pay on it in all, costliest first. */
  results: { winningNumber: string; payout: bigint }[];
  /** Per item (itemKeyOf): the most its tickets pay together on any one result. */
  itemWorst: Map<string, bigint>;
}

/**
 * Every given result judged against every group by settlement's own rules. A group the engine
 * cannot judge counts nothing (settlement leaves such tickets open).
 */
export function judgeResults(
  game: TExposureGame,
  groups: readonly TTicketGroup[],
  results: readonly string[],
): TJudgedResults {
  const itemWorst = new Map<string, bigint>();
  const keys = groups.map(itemKeyOf);
  const judged = results.map((winningNumber) => {
    const rules = settlementRules({
      categoryId: game.categoryId,
      family: game.family,
      winningNumber,
      drawAt: game.drawAt,
      maxPayout: game.maxPayoutPerTicket,
    });
    const perItem = new Map<string, bigint>();
    let payout = 0n;
    if (rules.ok)
      groups.forEach((group, index) => {
        const outcome = settleTicket(rules.rules, asTicket(group));
        if (!outcome.ok) return;
        const amount = outcome.outcome.prize * BigInt(group.count);
        const key = keys[index] ?? '';
        perItem.set(key, (perItem.get(key) ?? 0n) + amount);
        payout += amount;
      });
    for (const [key, amount] of perItem)
      if (amount > (itemWorst.get(key) ?? 0n)) itemWorst.set(key, amount);
    return { winningNumber, payout };
  });
  judged.sort((a, b) =>
    a.payout === b.payout
      ? a.winningNumber.localeCompare(b.winningNumber)
      : a.payout > b.payout
        ? -1
        : 1,
  );
  return { results: judged, itemWorst };
}
