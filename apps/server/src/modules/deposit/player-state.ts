import type { TQueryable } from '../../db/database.ts';
import { hasFlag } from '../auth/state-flags.ts';
import { readSiteSettings } from '../content/site-settings.ts';
import { minuteOfDay } from './channel-hours.ts';

/** Whether the account may deposit now (its depositDisabled flag, read fresh, not the token's). */
export async function depositAllowed(db: TQueryable, userId: number): Promise<boolean> {
  const [row] = await db.query<{ state_flags: number }>(
    'SELECT state_flags FROM users WHERE id = $1',
    [userId],
  );
  return row !== undefined && !hasFlag(row.state_flags, 'depositDisabled');
}

/** The minute of the day on the merchant's clock, which channel hours are set in. */
export async function siteMinuteOfDay(db: TQueryable, nowMs: number): Promise<number> {
  return minuteOfDay(nowMs, (await readSiteSettings(db)).time_zone);
}
