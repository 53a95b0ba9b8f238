import { findBetType, findCategory } from '@lottery/lottery';
import type { TLanguage } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { itemExposures, judgeResults, type TTicketGroup } from './exposure-of.ts';
import { resultSpaceOf } from './result-space.ts';

/**
 * The live exposure board (issue #19, Risk): for each drawn-by-issue game, its current issue
 * (the earliest still scheduled, sealed or open) and what its open tickets took and would cost.
 * Two set-based statements whatever the number of tickets: the current issues, then the open
 * tickets of all of them grouped by identical terms (bet_tickets_open serves both).
 */

/**
 * Results × distinct bets judged per game at most. Measured here: 200,000 judgments of 5-star
 * direct tickets took 437 ms (about 2.2 µs each), so this is about 110 ms per game; only K3 (216
 * results, up to 231 distinct bets) and 3D (1,000, up to 50) come under it in the catalogue.
 */
const judgingBudget = 50_000;
/** The costliest results shown per game. */
const worstShown = 10;

export interface TGameExposureView {
  GameId: number;
  GameName: string;
  IssueSerialNumber: string;
  CloseTime: number;
  Tickets: number;
  Stake: bigint;
  Items: {
    BetTypeId: string;
    BetTypeName: string;
    Selection: string;
    Tickets: number;
    Stake: bigint;
    Payout: bigint;
  }[];
  WorstResults: { WinningNumber: string; Payout: bigint }[] | null;
}

interface TCurrentIssue {
  game_id: number;
  serial_number: string;
  close_at: string;
  draw_at: string;
  category_id: number;
  family: string;
  name: string;
  max_payout_per_ticket: string;
}

interface TGroupRow {
  game_id: number;
  bet_type_id: string;
  book: 'official' | 'twoSided';
  selection: TTicketGroup['selection'];
  mode: number;
  multiple: number;
  units: number;
  amount: string;
  prize_group: number | null;
  odds: TTicketGroup['odds'];
  count: number;
}

export async function exposureBoard(
  db: TQueryable,
  options: { now: number; language: TLanguage; gameId?: number },
): Promise<TGameExposureView[]> {
  const issues = await db.query<TCurrentIssue>(
    `SELECT DISTINCT ON (g.id) g.id AS game_id, i.serial_number, i.close_at, i.draw_at,
            g.category_id, g.family, CASE WHEN $2 = 'en' THEN g.name_en ELSE g.name_zh END AS name,
            g.max_payout_per_ticket, g.sort_order
       FROM lottery_games g
       JOIN lottery_issues i ON i.game_id = g.id AND i.state = 'scheduled'
            AND i.draw_at >= $1::bigint - g.result_timeout_ms AND i.start_at <= $1::bigint
      WHERE $3::int IS NULL OR g.id = $3
      ORDER BY g.id, i.draw_at`,
    [options.now, options.language, options.gameId ?? null],
  );
  if (issues.length === 0) return [];
  const groups = await db.query<TGroupRow>(
    `SELECT t.game_id, t.bet_type_id, t.book, t.selection, t.mode, t.multiple, t.units, t.amount,
            t.prize_group, t.odds, count(*)::int AS count
       FROM bet_tickets t
       JOIN unnest($1::int[], $2::text[]) AS c(game_id, serial) ON t.game_id = c.game_id
            AND t.issue_serial = c.serial
      WHERE t.state = 0
      GROUP BY t.game_id, t.bet_type_id, t.book, t.selection, t.mode, t.multiple, t.units,
               t.amount, t.prize_group, t.odds`,
    [issues.map((issue) => issue.game_id), issues.map((issue) => issue.serial_number)],
  );
  return issues.map((issue) => {
    const ofGame = groups
      .filter((row) => row.game_id === issue.game_id)
      .map((row): TTicketGroup => ({
        betTypeId: row.bet_type_id,
        book: row.book,
        selection: row.selection,
        mode: row.mode,
        multiple: row.multiple,
        units: row.units,
        amount: BigInt(row.amount),
        prizeGroup: row.prize_group,
        odds: row.odds,
        count: row.count,
      }));
    return viewOf(issue, ofGame, options.language);
  });
}

function viewOf(
  issue: TCurrentIssue,
  groups: readonly TTicketGroup[],
  language: TLanguage,
): TGameExposureView {
  const maxPayout = BigInt(issue.max_payout_per_ticket);
  const format = findCategory(issue.category_id)?.format;
  const space =
    format && groups.length > 0
      ? resultSpaceOf(format, Math.floor(judgingBudget / groups.length))
      : null;
  const game = {
    categoryId: issue.category_id,
    family: issue.family,
    maxPayoutPerTicket: maxPayout,
    drawAt: Number(issue.draw_at),
  };
  const judged = space === null ? null : judgeResults(game, groups, space);
  return {
    GameId: issue.game_id,
    GameName: issue.name,
    IssueSerialNumber: issue.serial_number,
    CloseTime: Number(issue.close_at),
    Tickets: groups.reduce((total, group) => total + group.count, 0),
    Stake: groups.reduce((total, group) => total + group.amount * BigInt(group.count), 0n),
    Items: itemExposures(groups, maxPayout, judged?.itemWorst ?? null).map((item) => {
      const names = findBetType(item.betTypeId)?.name;
      return {
        BetTypeId: item.betTypeId,
        BetTypeName: (language === 'en' ? names?.en : names?.zh) ?? item.betTypeId,
        Selection: item.selection,
        Tickets: item.tickets,
        Stake: item.stake,
        Payout: item.payout,
      };
    }),
    WorstResults:
      groups.length === 0
        ? []
        : (judged?.results
            .slice(0, worstShown)
            .map((result) => ({ WinningNumber: result.winningNumber, Payout: result.payout })) ??
          null),
  };
}
