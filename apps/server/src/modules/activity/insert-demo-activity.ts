import type { TActivityPeriodKind } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { storeConfig, type TConfig } from './activity-config.ts';

/** Whole yuan in thousandths: the demo seeds' amounts. */
export const yuan = (units: number) => BigInt(units) * 1000n;

export interface TDemoActivity {
  config: TConfig;
  titleEn: string;
  titleZh: string;
  rulesEn: string;
  rulesZh: string;
  /** Daily unless the type pays once (the seeds' only other kind). */
  periodKind?: TActivityPeriodKind;
  /** 100,000 unless given. */
  budget?: bigint;
  /** 1× turnover on prizes unless given. */
  turnoverPercent?: number;
}

/**
 * A running demo activity, for 90 days from the seed (the demo seeds of every type call this, so
 * the demo's activities differ only in what they are).
 */
export async function insertDemoActivity(
  tx: TQueryable,
  nowMs: number,
  activity: TDemoActivity,
): Promise<void> {
  await tx.query(
    `INSERT INTO activities (type, title_en, title_zh, rules_en, rules_zh, period_kind,
       starts_at, ends_at, budget, config, turnover_percent, state, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, 'running', $7, $7)`,
    [
      activity.config.type,
      activity.titleEn,
      activity.titleZh,
      activity.rulesEn,
      activity.rulesZh,
      activity.periodKind ?? 'daily',
      nowMs,
      nowMs + 90 * 86_400_000,
      activity.budget ?? yuan(100_000),
      storeConfig(activity.config),
      activity.turnoverPercent ?? 100,
    ],
  );
}
