import type { TBetType } from '../core/bet-type.ts';
import { allBetTypes } from '../catalogue.ts';

/**
 * A game's odds for the two-sided book (双面盘 / 信用盘): plain data an administrator edits,
 * keyed by bet-type id, then by outcome. Outcomes are the type's prize levels: a two-sided type
 * reports a winning item under the item's id, and a unit that lands on a tie under `tie`.
 */
export type TTieRule = 'refund' | 'lose';

export interface TOddsEntry {
  /** Decimal odds per outcome in thousandths, principal included: 1.985 → 1985. */
  readonly odds: Readonly<Record<string, number>>;
  /**
   * What a unit that lands on a tie gets when the tie is not itself a bet with odds: its stake
   * back ('refund', e.g. big/small on Mark Six 49 or on an 11x5 total of 30) or nothing ('lose').
   */
  readonly tie?: TTieRule;
}

export type TOddsTable = Readonly<Record<string, TOddsEntry>>;

/** The level id two-sided types report ties under. */
export const tieLevel = 'tie';

/** Odds must pay back more than the stake (> 1.000) and stay sane (≤ 10,000.000). */
export const minOddsThousandths = 1001;
export const maxOddsThousandths = 10_000_000;

export type TOddsProblemCode =
  | 'entry' // not an object with an `odds` object
  | 'unknownBetType'
  | 'book' // the type is sold on the official book
  | 'unknownOutcome' // odds for a level the type does not have
  | 'missingOdds' // a level other than `tie` without odds
  | 'odds' // not an integer in [minOddsThousandths, maxOddsThousandths]
  | 'tieRule'; // missing where a tie can happen, not 'refund'/'lose', or 'refund' for a tie bet

export interface TOddsProblem {
  readonly code: TOddsProblemCode;
  /** Where, e.g. "ssc.dragonTiger.wanQian" or "ssc.dragonTiger.wanQian.odds.tie". */
  readonly at: string;
}

export type TOddsValidation = { ok: true } | { ok: false; problems: readonly TOddsProblem[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function entryProblems(type: TBetType, entry: unknown, at: string): TOddsProblem[] {
  if (!isObject(entry) || !isObject(entry.odds)) return [{ code: 'entry', at }];
  if (type.book !== 'twoSided') return [{ code: 'book', at }];
  const problems: TOddsProblem[] = [];
  const { odds, tie } = entry;
  const levels = new Set(type.levels.map((level) => level.id));
  for (const [outcome, value] of Object.entries(odds)) {
    if (!levels.has(outcome))
      problems.push({ code: 'unknownOutcome', at: `${at}.odds.${outcome}` });
    else if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < minOddsThousandths ||
      value > maxOddsThousandths
    )
      problems.push({ code: 'odds', at: `${at}.odds.${outcome}` });
  }
  for (const level of levels) {
    if (level !== tieLevel && !Object.hasOwn(odds, level))
      problems.push({ code: 'missingOdds', at: `${at}.odds.${level}` });
  }
  const tieIsBet = Object.hasOwn(odds, tieLevel);
  const tieRuleOk =
    tie === undefined
      ? tieIsBet || !levels.has(tieLevel)
      : tie === 'lose' || (tie === 'refund' && !tieIsBet);
  if (!tieRuleOk) problems.push({ code: 'tieRule', at: `${at}.tie` });
  return problems;
}

/**
 * Checks an odds table before it is saved or used: every type known and two-sided, every level
 * priced (a tie either priced as a bet or given a rule), odds integers > 1.000. A table need not
 * list every two-sided type: a game sells the ones it lists.
 */
export function validateOddsTable(
  table: unknown,
  betTypes: readonly TBetType[] = allBetTypes,
): TOddsValidation {
  if (!isObject(table)) return { ok: false, problems: [{ code: 'entry', at: '' }] };
  const byId = new Map(betTypes.map((type) => [type.id, type]));
  const problems: TOddsProblem[] = [];
  for (const [id, entry] of Object.entries(table)) {
    const type = byId.get(id);
    if (!type) problems.push({ code: 'unknownBetType', at: id });
    else problems.push(...entryProblems(type, entry, id));
  }
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
