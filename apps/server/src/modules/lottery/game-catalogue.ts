import type { TLanguage } from '@lottery/contracts';
import type { TFamilyId, TIssueSchedule } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';

export type TDrawSource = 'fair' | 'hash' | 'external' | 'instant';
export type TBook = 'official' | 'twoSided';

/** One row of lottery_games, typed; `schedule` is null for instant (MiaoMiao) games. */
export interface TGame {
  id: number;
  code: string;
  categoryId: number;
  family: TFamilyId;
  name: { zh: string; en: string };
  drawSource: TDrawSource;
  /** SPEC §4: online 0, maintain 1, offline 2, official offline 3. */
  state: number;
  books: TBook[];
  sortOrder: number;
  schedule: TIssueSchedule | null;
  resultTimeoutMs: number;
  twoSidedReturnPermille: number;
  /** Thousandths: the most one ticket pays, and the most one player stakes on one issue. */
  maxPayoutPerTicket: bigint;
  maxStakePerIssue: bigint;
  /** The highest prize group the game pays at (migration 0020); null: the player's own bounds it. */
  maxPrizeGroup: number | null;
  /** The lowest group a ticket may choose; null: no floor. */
  minPrizeGroup: number | null;
}

interface TGameRow {
  id: number;
  code: string;
  category_id: number;
  family: string;
  name_zh: string;
  name_en: string;
  draw_source: TDrawSource;
  state: number;
  books: TBook[];
  sort_order: number;
  time_zone_offset_minutes: number;
  first_issue_time_of_day_ms: number | null;
  cycle_ms: number | null;
  issues_per_day: number | null;
  seal_seconds: number | null;
  number_template: string | null;
  counter_base_date: string | null;
  counter_base_serial: number | null;
  result_timeout_ms: number;
  two_sided_return_permille: number;
  max_payout_per_ticket: bigint | string;
  max_stake_per_issue: bigint | string;
  max_prize_group: number | null;
  min_prize_group: number | null;
}

const columns = `id, code, category_id, family, name_zh, name_en, draw_source, state, books,
  sort_order, time_zone_offset_minutes, first_issue_time_of_day_ms, cycle_ms, issues_per_day,
  seal_seconds, number_template, to_char(counter_base_date, 'YYYY-MM-DD') AS counter_base_date,
  counter_base_serial, result_timeout_ms, two_sided_return_permille, max_payout_per_ticket,
  max_stake_per_issue, max_prize_group, min_prize_group`;

function scheduleOf(row: TGameRow): TIssueSchedule | null {
  const { cycle_ms, issues_per_day, seal_seconds, number_template, first_issue_time_of_day_ms } =
    row;
  if (
    cycle_ms === null ||
    issues_per_day === null ||
    seal_seconds === null ||
    number_template === null ||
    first_issue_time_of_day_ms === null
  )
    return null;
  return {
    timeZoneOffsetMinutes: row.time_zone_offset_minutes,
    firstIssueTimeOfDayMs: first_issue_time_of_day_ms,
    cycleMs: cycle_ms,
    issuesPerDay: issues_per_day,
    sealSecondsBeforeDraw: seal_seconds,
    numberTemplate: number_template,
    ...(row.counter_base_date !== null && row.counter_base_serial !== null
      ? { counterBase: { date: row.counter_base_date, serial: row.counter_base_serial } }
      : {}),
  };
}

const gameOf = (row: TGameRow): TGame => ({
  id: row.id,
  code: row.code,
  categoryId: row.category_id,
  family: row.family as TFamilyId,
  name: { zh: row.name_zh, en: row.name_en },
  drawSource: row.draw_source,
  state: row.state,
  books: row.books,
  sortOrder: row.sort_order,
  schedule: scheduleOf(row),
  resultTimeoutMs: row.result_timeout_ms,
  twoSidedReturnPermille: row.two_sided_return_permille,
  maxPayoutPerTicket: BigInt(row.max_payout_per_ticket),
  maxStakePerIssue: BigInt(row.max_stake_per_issue),
  maxPrizeGroup: row.max_prize_group,
  minPrizeGroup: row.min_prize_group,
});

/** Every game, by sort order. */
export async function listGames(db: TQueryable): Promise<TGame[]> {
  const rows = await db.query<TGameRow>(
    `SELECT ${columns} FROM lottery_games ORDER BY sort_order, id`,
  );
  return rows.map(gameOf);
}

export async function findGame(db: TQueryable, gameId: number): Promise<TGame | undefined> {
  const [row] = await db.query<TGameRow>(`SELECT ${columns} FROM lottery_games WHERE id = $1`, [
    gameId,
  ]);
  return row ? gameOf(row) : undefined;
}

export const gameNameIn = (game: TGame, language: TLanguage) =>
  language === 'en' ? game.name.en : game.name.zh;
