import {
  payout,
  type TBetType,
  type TOfficialTerms,
  type TSelection,
  type TWins,
} from '@lottery/lottery';
import { drawSpaceOf } from './draw-space.ts';
import { totalCombinationsOf } from './total-combinations.ts';

/**
 * 单项检查 (single-item check, a bet option on by default, SPEC §2 and §5). The spec names the
 * option and nothing more; this is our reading: with it on, "Add to cart" looks at the ticket on
 * its own and asks before adding it when
 * (a) its top prize would be cut by the game's payout cap: the most it can win in one draw, at
 *     the chosen mode, multiple and group, is above the cap per ticket (payout says `capped`).
 *     The multiple is already limited so that ONE top-level unit stays within the cap
 *     (maxMultiple); what passes it is several units, or several levels of one 组合 unit,
 *     winning together;
 * (b) it covers every outcome of its type: its units are the type's total combinations
 *     (totalCombinationsOf). Whatever is drawn, it holds every combination that could win, and
 *     on average it returns less than it costs (the prize group's G/2000). Read literally, as
 *     the count: a 定位胆 ticket with all ten digits on one position (10 of 50) also wins every
 *     draw and is not flagged, and a full 组选 ticket is, though a draw of another pattern
 *     (a pair for 组选120) pays it nothing.
 * Both are warnings: the player may still add the ticket.
 */

export interface TCheckedTicket {
  readonly type: TBetType;
  readonly selection: TSelection;
  readonly units: number;
  /** The ticket's terms as priced; `group` is the chosen one (payout caps it per type). */
  readonly terms: TOfficialTerms;
  /** What one winning unit pays per level at these terms (priceTicket's `prizes`). */
  readonly prizes: Readonly<Record<string, bigint>>;
}

export type TCheckFinding =
  /**
   * `isExact`: `uncapped` is what the ticket's best draw pays, found by settling it against every
   * draw of the family. Otherwise (too many draws to list, or too much settling: maxSettleWork)
   * it is the bound of every unit winning every level at once, which no draw exceeds but not
   * every ticket can reach; the message says so ("if all its bets won in the same draw").
   */
  | { kind: 'capped'; isExact: boolean; uncapped: bigint; cap: bigint }
  | { kind: 'coversAll'; units: number };

/**
 * Settling work allowed for the exact search, in draws × settle cost (1 for a selection of balls,
 * sums or options, whose settle does not grow with it; the units for typed entries, whose settle
 * looks through them). Measured in Node on the dev machine over SSC's 100,000 draws: a 5-digit
 * rows selection 6-40 ms, 3 hash 五星 units 70 ms, 200 typed 五星 entries 110 ms (this bound);
 * beyond it the click would freeze for longer, so the bound stands in.
 */
const maxSettleWork = 20_000_000;

function bestDrawWins(ticket: TCheckedTicket): TWins | undefined {
  const { type, selection, units, prizes } = ticket;
  const space = drawSpaceOf(type.family);
  const cost = selection.entries ? units : 1;
  if (!space || space.size * cost > maxSettleWork) return undefined;
  let best: TWins = {};
  let bestAmount = -1n;
  space.forEach((draw) => {
    const wins = type.settle(selection, draw);
    let amount = 0n;
    for (const [level, count] of Object.entries(wins))
      amount += BigInt(count) * (prizes[level] ?? 0n);
    if (amount > bestAmount) {
      bestAmount = amount;
      best = wins;
    }
  });
  return best;
}

function cappedFinding(ticket: TCheckedTicket): TCheckFinding | undefined {
  const { type, units, terms } = ticket;
  const everyWin = Object.fromEntries(type.levels.map((level) => [level.id, units]));
  const bound = payout(type, everyWin, terms);
  // No draw pays more than every unit at every level: within the cap, nothing can be cut.
  if (!bound.capped) return undefined;
  const cap = terms.caps.maxPayout;
  const wins = bestDrawWins(ticket);
  if (!wins) return { kind: 'capped', isExact: false, uncapped: bound.uncapped, cap };
  const best = payout(type, wins, terms);
  return best.capped ? { kind: 'capped', isExact: true, uncapped: best.uncapped, cap } : undefined;
}

export function singleItemCheck(ticket: TCheckedTicket): TCheckFinding[] {
  const findings: TCheckFinding[] = [];
  const capped = cappedFinding(ticket);
  if (capped) findings.push(capped);
  const total = totalCombinationsOf(ticket.type);
  if (total !== undefined && ticket.units >= total)
    findings.push({ kind: 'coversAll', units: ticket.units });
  return findings;
}
