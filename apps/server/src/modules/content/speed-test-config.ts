import type { TSpeedTestConfig } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';

interface TSpeedTestRow {
  url_list: string[];
  interval_minutes: number;
  is_switch_url_enabled: boolean;
}

/** SPEC §3 speedTestConfig from its one row (inserted by migration 0017). */
export async function readSpeedTestConfig(db: TQueryable): Promise<TSpeedTestConfig> {
  const [row] = await db.query<TSpeedTestRow>(`SELECT * FROM speed_test_config`);
  if (!row) throw new Error('speed_test_config has no row');
  return {
    URLList: row.url_list,
    IntervalInMinute: row.interval_minutes,
    EnableSwitchURL: row.is_switch_url_enabled,
  };
}
