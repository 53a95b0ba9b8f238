import type { TDashboardResponse, TLanguage } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { succeed, type TResult } from '../../platform/result.ts';
import { dayMs, siteDateOfDayNumber, siteOffsetMs } from '../../platform/site-date-range.ts';
import type { TOnlineFigure } from '../../hub/presence/online-presence.ts';
import { countRegistrations } from '../auth/search-accounts.ts';
import { dayParams, gameNames, hourParams, reportRange } from './back-office-reports.ts';
import { figuresOf, type TDayRange, type TSummedRow } from './report-figures.ts';
import { activePlayersSql, gameDaysSql, gameHoursSql } from './report-queries.ts';

/** A queue of work waiting for an administrator, counted for the dashboard (approvals, holds). */
export interface TPendingQueue {
  queue: string;
  count(db: TQueryable): Promise<number>;
}

export interface TDashboardDeps {
  db: TQueryable;
  clock: TClock;
  /** Distinct players and sessions with a live hub connection (hub/presence/online-presence.ts). */
  playersOnline(): Promise<TOnlineFigure>;
  pendingQueues: readonly TPendingQueue[];
}

const defaultDays = 7;

type TDayGameRow = TSummedRow & { day: number; game_id: number };

function sumRows(rows: readonly TSummedRow[]): TSummedRow {
  const total = { tickets: 0n, turnover: 0n, prize: 0n, rebate: 0n };
  for (const row of rows) {
    total.tickets += BigInt(row.tickets);
    total.turnover += BigInt(row.turnover);
    total.prize += BigInt(row.prize);
    total.rebate += BigInt(row.rebate);
  }
  return { ...total, tickets: Number(total.tickets) };
}

function groupBy<K>(rows: readonly TDayGameRow[], key: (row: TDayGameRow) => K) {
  const groups = new Map<K, TDayGameRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

async function headline(db: TQueryable, range: TDayRange, rows: readonly TSummedRow[]) {
  const [[active], registered] = await Promise.all([
    db.query<{ n: number }>(activePlayersSql, dayParams(range)),
    countRegistrations(db, range.fromMs, range.toMs),
  ]);
  return { ...figuresOf(sumRows(rows)), ActivePlayers: active?.n ?? 0, NewPlayers: registered };
}

/**
 * GET /api/Admin/Dashboard: today's and a range's figures (site days), today by hour, the range
 * by day and by game, players online and the queues waiting for an administrator. Every figure
 * comes from the report summaries (migration 0019) but active players, which counts distinct
 * players over the range's player rows.
 */
export async function dashboard(
  deps: TDashboardDeps,
  query: { StartDate?: string | undefined; EndDate?: string | undefined },
  language: TLanguage,
): Promise<TResult<TDashboardResponse>> {
  const todayNumber = Math.floor((deps.clock.now() + siteOffsetMs) / dayMs);
  const today = siteDateOfDayNumber(todayNumber);
  const rangeDates = {
    StartDate: query.StartDate ?? siteDateOfDayNumber(todayNumber - defaultDays + 1),
    EndDate: query.EndDate ?? today,
  };
  const range = reportRange(rangeDates);
  if (!range.ok) return range;
  const todayRange = reportRange({ StartDate: today, EndDate: today });
  if (!todayRange.ok) return todayRange;
  const { db } = deps;
  const [rangeRows, todayRows, hours, names, pending, online] = await Promise.all([
    db.query<TDayGameRow>(gameDaysSql, hourParams(range.value)),
    db.query<TDayGameRow>(gameDaysSql, hourParams(todayRange.value)),
    db.query<TSummedRow & { hour: number }>(gameHoursSql, hourParams(todayRange.value)),
    gameNames(db, language),
    Promise.all(
      deps.pendingQueues.map(async (queue) => ({
        Queue: queue.queue,
        Count: await queue.count(db),
      })),
    ),
    deps.playersOnline(),
  ]);
  const [rangeHeadline, todayHeadline] = await Promise.all([
    headline(db, range.value, rangeRows),
    headline(db, todayRange.value, todayRows),
  ]);
  const byHour = new Map(hours.map((row) => [Number(row.hour), row]));
  const firstHour = todayRange.value.fromMs / 3_600_000;
  return succeed({
    Today: todayHeadline,
    TodayDate: today,
    Range: rangeHeadline,
    ...rangeDates,
    PlayersOnline: {
      Players: online.players,
      Sessions: online.sessions,
      Instances: online.instances,
      Scope: online.scope,
    },
    Pending: pending,
    TodayByHour: Array.from({ length: 24 }, (_, i) => ({
      HourStart: (firstHour + i) * 3_600_000,
      ...figuresOf(byHour.get(firstHour + i)),
    })),
    ByDay: [...groupBy(rangeRows, (row) => row.day)]
      .sort(([a], [b]) => a - b)
      .map(([day, rows]) => ({ Date: siteDateOfDayNumber(day), ...figuresOf(sumRows(rows)) })),
    ByGame: [...groupBy(rangeRows, (row) => row.game_id)]
      .map(([gameId, rows]) => ({
        GameId: gameId,
        GameName: names.get(gameId) ?? String(gameId),
        ...figuresOf(sumRows(rows)),
      }))
      .sort((a, b) => (b.Turnover > a.Turnover ? 1 : b.Turnover < a.Turnover ? -1 : 0)),
  });
}
