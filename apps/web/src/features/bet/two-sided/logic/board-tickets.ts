import {
  payoutTwoSided,
  priceTwoSided,
  type TOddsTable,
  type TTwoSidedFaultCode,
  type TWins,
} from '@lottery/lottery';
import type { TBoardBetType, TBoardChip } from './board-layout.ts';

/**
 * What the board's picks come to, by the rules the server prices with (packages/lottery
 * priceTwoSided and payoutTwoSided): one ticket per bet type and stake, since a Bet/Place
 * two-sided ticket has one stake per unit (each item picked is a unit).
 */

/** A board's selection: items, or sums (Lucky 28 特码); plain arrays, as Bet/Place takes them. */
export type TBoardSelection = { items: string[] } | { sums: number[] };

/** An item picked on the board, at the stake chosen when it was picked (thousandths). */
export interface TBoardPick {
  chip: TBoardChip;
  stake: bigint;
}

export interface TPickedTicket {
  betType: TBoardBetType;
  /** Stake per unit, thousandths. */
  stake: bigint;
  /** In the type's own order. */
  chips: TBoardChip[];
  selection: TBoardSelection;
  /** Units and amount, or why the type refuses the selection (e.g. 三连肖 needs three). */
  price: { ok: true; units: number; amount: bigint } | { ok: false; fault: TTwoSidedFaultCode };
  /** What the ticket returns if every unit wins at its best level: the most it can pay. */
  win: bigint;
  /**
   * The largest stake per unit the game takes (Bet/Place: stake × the type's best odds stays
   * within the game's payout per ticket), thousandths.
   */
  maxStake: bigint;
}

export interface TBoardSummary {
  tickets: TPickedTicket[];
  amount: bigint;
  win: bigint;
}

function selectionOf(betType: TBoardBetType, chips: readonly TBoardChip[]): TBoardSelection {
  return betType.type.shape.kind === 'sums'
    ? { sums: chips.map((chip) => chip.pick as number) }
    : { items: chips.map((chip) => chip.pick as string) };
}

/** Each chip's own level once, or (levels won by the unit as a whole) the best level per unit. */
function bestCaseWins(chips: readonly TBoardChip[], odds: Record<string, number>, units: number) {
  if (chips.every((chip) => chip.level !== null))
    return Object.fromEntries(chips.map((chip) => [chip.level, 1])) as TWins;
  const [best] = Object.entries(odds).sort(([, a], [, b]) => b - a);
  return best ? { [best[0]]: units } : {};
}

function pickedTicketOf(
  betType: TBoardBetType,
  stake: bigint,
  picked: readonly TBoardChip[],
  table: TOddsTable,
  maxPayoutPerTicket: bigint,
): TPickedTicket {
  const keys = new Set(picked.map((chip) => chip.key));
  const chips = betType.chips.filter((chip) => keys.has(chip.key));
  const selection = selectionOf(betType, chips);
  const odds = { ...table[betType.id]?.odds };
  const bestOdds = Math.max(1, ...Object.values(odds));
  const maxStake = (maxPayoutPerTicket * 1000n) / BigInt(bestOdds);
  const priced = priceTwoSided({ betType: betType.type, selection, stake, table });
  if (!priced.ok) {
    const price = { ok: false as const, fault: priced.fault.code };
    return { betType, stake, chips, selection, price, win: 0n, maxStake };
  }
  const wins = bestCaseWins(chips, odds, priced.units);
  const { won } = payoutTwoSided(betType.type, wins, { stake, table });
  return {
    betType,
    stake,
    chips,
    selection,
    price: { ok: true, units: priced.units, amount: priced.amount },
    win: won,
    maxStake,
  };
}

/** The picks as tickets (board order of types, then stake), with the totals of the valid ones. */
export function boardSummaryOf(
  picks: readonly TBoardPick[],
  betTypes: readonly TBoardBetType[],
  table: TOddsTable,
  maxPayoutPerTicket: bigint,
): TBoardSummary {
  const tickets: TPickedTicket[] = [];
  for (const betType of betTypes) {
    const ofType = picks.filter((pick) => pick.chip.betTypeId === betType.id);
    const stakes = [...new Set(ofType.map((pick) => pick.stake))].sort((a, b) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    for (const stake of stakes) {
      const chips = ofType.filter((pick) => pick.stake === stake).map((pick) => pick.chip);
      tickets.push(pickedTicketOf(betType, stake, chips, table, maxPayoutPerTicket));
    }
  }
  let amount = 0n;
  let win = 0n;
  for (const ticket of tickets) {
    if (!ticket.price.ok) continue;
    amount += ticket.price.amount;
    win += ticket.win;
  }
  return { tickets, amount, win };
}
