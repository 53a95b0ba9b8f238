import type { TBetType, TWins } from '../core/bet-type.ts';
import type { TFaultCode, TSelection } from '../core/selection.ts';
import { findBetType } from '../catalogue.ts';
import { isBetMode, unitAmount, type TBetMode, type TThousandths } from './bet-mode.ts';
import {
  effectiveGroup,
  levelPrize,
  maxMultiple,
  shareOf,
  sharesAreValid,
  type TOfficialCaps,
} from './prize-group.ts';

/**
 * The official book (官方玩法, 奖金组): a unit costs 2 yuan scaled by the mode (bet-mode.ts),
 * and a winning unit pays its level's prize at the ticket's group (prize-group.ts).
 */

/** The highest group any ticket may be priced at: 2000 would return 100%. */
export const maxPrizeGroup = 2000;

export interface TOfficialTerms {
  readonly mode: TBetMode;
  /** 倍数: an integer ≥ 1. */
  readonly multiple: number;
  /** The group the player bets at (G_b). */
  readonly group: number;
  readonly caps: TOfficialCaps;
}

export interface TOfficialTicket extends TOfficialTerms {
  readonly betType: TBetType | string;
  readonly selection: TSelection;
  /** The player's own account group (G_u), the ceiling of `group`. */
  readonly userGroup: number;
}

export type TPricingFaultCode =
  | TFaultCode
  | 'unknownBetType'
  | 'book' // the type is sold on the two-sided book
  | 'mode'
  | 'multiple' // not an integer ≥ 1
  | 'group' // not an integer, above the user's group or 2000, or below the floor
  | 'overMaxMultiple' // the multiple would let one top-level unit pay more than the cap
  | 'levelShares'; // the type's level shares in the caps are not integers summing to 1000

export interface TPricingFault {
  readonly code: TPricingFaultCode;
  readonly at: string;
}

export type TOfficialPrice =
  | {
      ok: true;
      units: number;
      amount: TThousandths;
      /** The group prizes are paid at: min(chosen, the type's cap). */
      group: number;
      /** Self-rebate (返点) paid back at once: (G_u − group)/2000 × amount, floored. */
      rebate: TThousandths;
      /** Per level id, what one winning unit pays at this mode, multiple and group. */
      prizes: Readonly<Record<string, TThousandths>>;
      /** The largest multiple the payout cap allows for this type, mode and group. */
      maxMultiple: number;
    }
  | { ok: false; fault: TPricingFault };

const failure = (code: TPricingFaultCode, at: string) => ({
  ok: false as const,
  fault: { code, at },
});

function resolve(betType: TBetType | string): TBetType | undefined {
  return typeof betType === 'string' ? findBetType(betType) : betType;
}

/** Faults of the terms shared by pricing and paying: book, mode, multiple, group in range. */
function termsFault(type: TBetType, terms: TOfficialTerms) {
  if (type.book !== 'official') return failure('book', 'betType');
  if (!isBetMode(terms.mode)) return failure('mode', 'mode');
  if (!Number.isSafeInteger(terms.multiple) || terms.multiple < 1)
    return failure('multiple', 'multiple');
  const { group, caps } = terms;
  if (!Number.isSafeInteger(group) || group <= 0 || group > maxPrizeGroup)
    return failure('group', 'group');
  if (caps.minGroup !== undefined && group < caps.minGroup) return failure('group', 'group');
  if (!sharesAreValid(type, caps)) return failure('levelShares', `caps.levelShares.${type.id}`);
  return undefined;
}

/** Faults only a new ticket can have: a group above the player's own, a multiple over the cap. */
function ticketFault(type: TBetType, ticket: TOfficialTicket) {
  const { userGroup } = ticket;
  if (!Number.isSafeInteger(userGroup) || userGroup <= 0 || userGroup > maxPrizeGroup)
    return failure('group', 'userGroup');
  if (ticket.group > userGroup) return failure('group', 'group');
  if (ticket.multiple > maxMultiple(type, ticket.mode, ticket.group, ticket.caps))
    return failure('overMaxMultiple', 'multiple');
  return undefined;
}

/** Prices a ticket: units, amount, self-rebate, the prize per level and the largest multiple. */
export function priceTicket(ticket: TOfficialTicket): TOfficialPrice {
  const type = resolve(ticket.betType);
  if (!type) return failure('unknownBetType', 'betType');
  const fault = termsFault(type, ticket) ?? ticketFault(type, ticket);
  if (fault) return fault;
  const validation = type.validate(ticket.selection);
  if (!validation.ok) return validation;
  const units = type.count(ticket.selection);
  if (units < 1) return failure('noUnits', 'selection');

  const { mode, multiple, caps } = ticket;
  const group = effectiveGroup(type.id, ticket.group, caps);
  const amount = BigInt(units) * unitAmount(mode) * BigInt(multiple);
  // Rebate on the group actually paid, so a type's cap lowers the prize but not the return.
  const rebate = (BigInt(ticket.userGroup - group) * amount) / 2000n;
  const prizes: Record<string, TThousandths> = {};
  for (const level of type.levels)
    prizes[level.id] = levelPrize(level, group, mode, multiple, shareOf(type, level.id, caps));
  return {
    ok: true,
    units,
    amount,
    group,
    rebate,
    prizes,
    maxMultiple: maxMultiple(type, mode, ticket.group, caps),
  };
}

export interface TPayout {
  /** What the ticket pays: the sum over levels, capped at `caps.maxPayout`. */
  readonly amount: TThousandths;
  readonly uncapped: TThousandths;
  /** True when the cap cut the payout (A2's `is_overprize`: worth a review). */
  readonly capped: boolean;
}

/**
 * What a priced ticket wins for its settled wins (the type's `settle`): Σ wins × prize per unit,
 * capped at the ticket maximum. The multiple is not checked against today's cap (the cap on the
 * payout still holds). Throws on terms no ticket could have been priced with, or on a level the
 * type does not have: those are bugs, not outcomes.
 */
export function payout(betType: TBetType | string, wins: TWins, terms: TOfficialTerms): TPayout {
  const type = resolve(betType);
  if (!type) throw new Error(`unknown bet type ${String(betType)}`);
  const fault = termsFault(type, terms);
  if (fault) throw new Error(`cannot pay ${type.id}: ${fault.fault.code} at ${fault.fault.at}`);
  const group = effectiveGroup(type.id, terms.group, terms.caps);
  let uncapped = 0n;
  for (const [levelId, count] of Object.entries(wins)) {
    const level = type.levels.find((l) => l.id === levelId);
    if (!level) throw new Error(`${type.id} has no level ${levelId}`);
    const share = shareOf(type, levelId, terms.caps);
    uncapped += BigInt(count) * levelPrize(level, group, terms.mode, terms.multiple, share);
  }
  const { maxPayout } = terms.caps;
  return {
    amount: uncapped > maxPayout ? maxPayout : uncapped,
    uncapped,
    capped: uncapped > maxPayout,
  };
}
