import type { TBetType, TWins } from '../core/bet-type.ts';
import type { TFaultCode, TSelection } from '../core/selection.ts';
import { findBetType } from '../catalogue.ts';
import type { TThousandths } from './bet-mode.ts';
import { tieLevel, validateOddsTable, type TOddsEntry, type TOddsTable } from './odds-table.ts';

/**
 * The two-sided book (双面盘): fixed decimal odds per outcome from the game's odds table, any
 * stake. A winning unit returns stake × odds (principal included); a unit that lands on a tie
 * gets its stake back or nothing, as the table's tie rule says, unless the tie is itself a bet
 * with odds (龙虎和's 和). Settlement uses the type's own `settle`: levels are outcomes.
 */

export interface TTwoSidedTerms {
  /** Stake per unit, in thousandths, > 0. */
  readonly stake: TThousandths;
  readonly table: TOddsTable;
  /**
   * The most a ticket's wins pay in one draw (the game's payout cap per ticket), in thousandths;
   * none when absent. Pricing caps each unit's best outcome at it, but several units of one
   * ticket can win in the same draw. A tie's refund returns stakes and is not capped.
   */
  readonly maxWon?: TThousandths;
}

export interface TTwoSidedTicket extends TTwoSidedTerms {
  readonly betType: TBetType | string;
  readonly selection: TSelection;
}

export type TTwoSidedFaultCode =
  | TFaultCode
  | 'unknownBetType'
  | 'book' // the type is sold on the official book
  | 'stake' // not a positive bigint
  | 'notOffered' // the game's odds table does not list the type
  | 'oddsTable'; // the table's entry for the type is invalid (see validateOddsTable)

export type TTwoSidedPrice =
  | {
      ok: true;
      units: number;
      /** units × stake. */
      amount: TThousandths;
      /** The odds (thousandths) each outcome pays at, as the player is shown them. */
      odds: Readonly<Record<string, number>>;
    }
  | { ok: false; fault: { code: TTwoSidedFaultCode; at: string } };

export interface TTwoSidedPayout {
  /** Everything returned to the player: won + refunded. */
  readonly amount: TThousandths;
  /** Σ winning units × floor(stake × odds / 1000), principal included. */
  readonly won: TThousandths;
  /** Stakes returned for ties under a 'refund' rule. */
  readonly refunded: TThousandths;
}

const failure = (code: TTwoSidedFaultCode, at: string) => ({
  ok: false as const,
  fault: { code, at },
});

const resolve = (betType: TBetType | string) =>
  typeof betType === 'string' ? findBetType(betType) : betType;

/** The type's entry of the table if it is offered and valid, or the fault. */
function entryOf(type: TBetType, table: TOddsTable) {
  if (!Object.hasOwn(table, type.id)) return failure('notOffered', 'table');
  const entry = table[type.id] as TOddsEntry;
  return validateOddsTable({ [type.id]: entry }, [type]).ok
    ? { ok: true as const, entry }
    : failure('oddsTable', `table.${type.id}`);
}

/** Prices a two-sided ticket: units, amount and the odds it is accepted at. */
export function priceTwoSided(ticket: TTwoSidedTicket): TTwoSidedPrice {
  const type = resolve(ticket.betType);
  if (!type) return failure('unknownBetType', 'betType');
  if (type.book !== 'twoSided') return failure('book', 'betType');
  if (typeof ticket.stake !== 'bigint' || ticket.stake <= 0n) return failure('stake', 'stake');
  const found = entryOf(type, ticket.table);
  if (!found.ok) return found;
  const validation = type.validate(ticket.selection);
  if (!validation.ok) return validation;
  const units = type.count(ticket.selection);
  if (units < 1) return failure('noUnits', 'selection');
  return { ok: true, units, amount: BigInt(units) * ticket.stake, odds: found.entry.odds };
}

/**
 * What settled wins return. Throws when the type is unknown, not offered or its entry invalid,
 * or on a level without odds and not a tie: a ticket reaches settlement only after pricing.
 */
export function payoutTwoSided(
  betType: TBetType | string,
  wins: TWins,
  terms: TTwoSidedTerms,
): TTwoSidedPayout {
  const type = resolve(betType);
  if (!type) throw new Error(`unknown bet type ${String(betType)}`);
  const found = entryOf(type, terms.table);
  if (!found.ok) throw new Error(`cannot pay ${type.id}: ${found.fault.code}`);
  const { odds, tie } = found.entry;
  let won = 0n;
  let refunded = 0n;
  for (const [outcome, count] of Object.entries(wins)) {
    const value = odds[outcome];
    if (value !== undefined) won += BigInt(count) * ((terms.stake * BigInt(value)) / 1000n);
    else if (outcome !== tieLevel) throw new Error(`${type.id} has no odds for ${outcome}`);
    else if (tie === 'refund') refunded += BigInt(count) * terms.stake;
  }
  const capped = terms.maxWon !== undefined && won > terms.maxWon ? terms.maxWon : won;
  return { amount: capped + refunded, won: capped, refunded };
}

/** Settles a priced two-sided ticket against a draw: the type's wins, then the payout. */
export function settleTwoSided(
  betType: TBetType | string,
  selection: TSelection,
  draw: readonly number[],
  terms: TTwoSidedTerms,
): TTwoSidedPayout & { wins: TWins } {
  const type = resolve(betType);
  if (!type) throw new Error(`unknown bet type ${String(betType)}`);
  const wins = type.settle(selection, draw);
  return { ...payoutTwoSided(type, wins, terms), wins };
}
