import type {
  TActivityPeriodKind,
  TActivityState,
  TActivityType,
  TBuiltActivityType,
} from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { readConfig, type TConfig } from './activity-config.ts';

/** An activity as the module reads it (migration 0044_activities.sql). */
export interface TActivity {
  id: number;
  type: TBuiltActivityType;
  titleEn: string;
  titleZh: string;
  rulesEn: string;
  rulesZh: string;
  periodKind: TActivityPeriodKind;
  startsAt: number;
  endsAt: number;
  minVipLevel: number;
  agentId: number | null;
  agentLoginId: string | null;
  minDeposit: bigint | null;
  minTurnover: bigint | null;
  registeredAfter: number | null;
  budget: bigint;
  paid: bigint;
  config: TConfig;
  turnoverPercent: number;
  /** The written state; stateAt() gives the one the clock makes of it. */
  storedState: TActivityState;
  createdAt: number;
  updatedAt: number;
}

interface TActivityRow {
  id: number;
  type: TActivityType;
  title_en: string;
  title_zh: string;
  rules_en: string;
  rules_zh: string;
  period_kind: TActivityPeriodKind;
  starts_at: bigint;
  ends_at: bigint;
  min_vip_level: number;
  agent_id: number | null;
  agent_login_id: string | null;
  min_deposit: bigint | null;
  min_turnover: bigint | null;
  registered_after: bigint | null;
  budget: bigint;
  paid: bigint;
  config: unknown;
  turnover_percent: number;
  state: TActivityState;
  created_at: bigint;
  updated_at: bigint;
}

const optionalBigint = (value: bigint | null) => (value === null ? null : BigInt(value));

const activityOf = (row: TActivityRow): TActivity => ({
  id: row.id,
  type: row.type as TBuiltActivityType,
  titleEn: row.title_en,
  titleZh: row.title_zh,
  rulesEn: row.rules_en,
  rulesZh: row.rules_zh,
  periodKind: row.period_kind,
  startsAt: Number(row.starts_at),
  endsAt: Number(row.ends_at),
  minVipLevel: row.min_vip_level,
  agentId: row.agent_id,
  agentLoginId: row.agent_login_id,
  minDeposit: optionalBigint(row.min_deposit),
  minTurnover: optionalBigint(row.min_turnover),
  registeredAfter: row.registered_after === null ? null : Number(row.registered_after),
  budget: BigInt(row.budget),
  paid: BigInt(row.paid),
  config: readConfig(typeof row.config === 'string' ? JSON.parse(row.config) : row.config),
  turnoverPercent: row.turnover_percent,
  storedState: row.state,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

const selectSql = `SELECT a.*, u.login_id AS agent_login_id
  FROM activities a LEFT JOIN users u ON u.id = a.agent_id`;

/** The written states a live activity has; the clock decides whether it is running. */
export const liveStatesSql = `a.state IN ('scheduled', 'running')`;

export async function readActivity(db: TQueryable, id: number): Promise<TActivity | null> {
  const [row] = await db.query<TActivityRow>(`${selectSql} WHERE a.id = $1`, [id]);
  return row ? activityOf(row) : null;
}

/** Activities running at `nowMs`, newest start first. */
export async function readRunningActivities(db: TQueryable, nowMs: number): Promise<TActivity[]> {
  const rows = await db.query<TActivityRow>(
    `${selectSql} WHERE ${liveStatesSql} AND a.starts_at <= $1 AND a.ends_at > $1
      ORDER BY a.starts_at DESC, a.id DESC`,
    [nowMs],
  );
  return rows.map(activityOf);
}

/**
 * Scheduled activities starting after `nowMs` and within `withinMs` of it, soonest first: the
 * centre announces them (players come back for what starts soon), further ones stay unannounced.
 */
export async function readUpcomingActivities(
  db: TQueryable,
  nowMs: number,
  withinMs: number,
): Promise<TActivity[]> {
  const rows = await db.query<TActivityRow>(
    `${selectSql} WHERE ${liveStatesSql} AND a.starts_at > $1 AND a.starts_at <= $2
      ORDER BY a.starts_at, a.id`,
    [nowMs, nowMs + withinMs],
  );
  return rows.map(activityOf);
}

/** Every activity, newest first (the back office's list). */
export async function readAllActivities(db: TQueryable): Promise<TActivity[]> {
  const rows = await db.query<TActivityRow>(`${selectSql} ORDER BY a.id DESC LIMIT 500`);
  return rows.map(activityOf);
}

/** The state the clock makes of the written one (see migration 0044). */
export function stateAt(activity: TActivity, nowMs: number): TActivityState {
  const { storedState } = activity;
  if (storedState !== 'scheduled' && storedState !== 'running') return storedState;
  if (nowMs >= activity.endsAt) return 'ended';
  return nowMs >= activity.startsAt ? 'running' : 'scheduled';
}

/** The title or rules in the language of the request. */
export const titleIn = (activity: TActivity, language: string) =>
  language === 'en' ? activity.titleEn : activity.titleZh;
export const rulesIn = (activity: TActivity, language: string) =>
  language === 'en' ? activity.rulesEn : activity.rulesZh;
