import {
  findBetType,
  markSixTypesFor,
  parseWinningNumber,
  type TBetType,
  type TOddsEntry,
  type TSelection,
  type TWins,
} from '@lottery/lottery';
import { betModeOf, ticketPrize } from './price-ticket.ts';
import { yearAnimalAt } from './zodiac-year.ts';

/**
 * Judging one ticket against its issue's draw with the rules engine (packages/lottery): pure, so
 * that settlement and its tests recompute payouts the same way.
 */

/** An open (state 0) ticket as settlement reads it. */
export interface TOpenTicket {
  id: bigint;
  userId: number;
  betTypeId: string;
  book: 'official' | 'twoSided';
  selection: TSelection;
  /** Unit mode divisor: 元 1, 角 10, 分 100, 厘 1000. */
  mode: number;
  multiple: number;
  units: number;
  amount: bigint;
  /** Official book: the group the ticket is priced at, and the owner's own group at bet time. */
  prizeGroup: number | null;
  userGroup: number | null;
  /** Two-sided book: the odds entry of the ticket's type in force at bet time. */
  odds: TOddsEntry | null;
  selfRebate: bigint;
}

export interface TTicketOutcome {
  wins: TWins;
  /** What the ticket pays: two-sided principal and refunded ties included, official capped. */
  prize: bigint;
}

/** What a whole issue's tickets are judged with: the draw, the bet types, the game's cap. */
export interface TSettlementRules {
  draw: readonly number[];
  typeOf(betTypeId: string): TBetType | undefined;
  maxPayout: bigint;
}

export type TRulesOutcome = { ok: true; rules: TSettlementRules } | { ok: false; reason: string };

/**
 * The rules of a drawn issue: its winning number read in the game's category, and for Mark Six
 * the 生肖 types of the lunar year of the draw date (the only types whose rules change by year).
 */
export function settlementRules(issue: {
  categoryId: number;
  family: string;
  winningNumber: string;
  drawAt: number;
  maxPayout: bigint;
}): TRulesOutcome {
  const parsed = parseWinningNumber(issue.categoryId, issue.winningNumber);
  if (!parsed.ok) return { ok: false, reason: `winning number: ${parsed.reason}` };
  let typeOf = findBetType;
  if (issue.family === 'marksix') {
    const animal = yearAnimalAt(issue.drawAt);
    if (!animal) return { ok: false, reason: 'no zodiac year for the draw date' };
    const ofYear = new Map(markSixTypesFor(animal).map((type) => [type.id, type]));
    typeOf = (id) => ofYear.get(id) ?? findBetType(id);
  }
  return { ok: true, rules: { draw: parsed.numbers, typeOf, maxPayout: issue.maxPayout } };
}

export type TTicketResult = { ok: true; outcome: TTicketOutcome } | { ok: false; reason: string };

/**
 * Wins per level (the type's settle against the draw) and the prize, by the same ticketPrize as
 * MiaoMiao tickets and with the same official caps as pricing (price-ticket.ts), so that a
 * ticket pays what it was sold at. A ticket the engine cannot judge (unknown type, stored terms
 * it cannot read) is reported, not thrown, so that one broken row does not hold up the issue's
 * other tickets.
 */
export function settleTicket(rules: TSettlementRules, ticket: TOpenTicket): TTicketResult {
  const type = rules.typeOf(ticket.betTypeId);
  if (!type) return { ok: false, reason: `unknown bet type ${ticket.betTypeId}` };
  try {
    const wins = type.settle(ticket.selection, rules.draw);
    const prize = ticketPrize({ ...ticket, mode: betModeOf(ticket.mode) }, wins, rules.maxPayout);
    return { ok: true, outcome: { wins, prize } };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
