import type { TActivityPeriodKind } from '@lottery/contracts';
import { dayMs, siteMidnight, siteOffsetMs } from '../../platform/site-date-range.ts';

/**
 * An activity's periods, on site days (UTC+8, platform/site-date-range.ts): a player is paid at
 * most once per period (or per spin of it), so the key names the period in the claims' unique key.
 * Weeks start on Monday; a 'once' activity has one period, its whole run.
 */
export interface TActivityPeriod {
  key: string;
  /** [startsAt, endsAt) in epoch ms, within the activity's own start and end. */
  startsAt: number;
  endsAt: number;
}

export const siteDayNumberOf = (ms: number) => Math.floor((ms + siteOffsetMs) / dayMs);
const startOfSiteDay = (day: number) => day * dayMs - siteOffsetMs;

/** The daily period key of a site day number. */
export const dayKeyOf = (day: number) => `d:${day}`;

function rawPeriod(kind: TActivityPeriodKind, nowMs: number) {
  const day = siteDayNumberOf(nowMs);
  if (kind === 'daily')
    return { key: dayKeyOf(day), startsAt: startOfSiteDay(day), endsAt: startOfSiteDay(day + 1) };
  if (kind === 'weekly') {
    // Site day 0 (1970-01-01) was a Thursday: (day + 3) mod 7 counts days since Monday.
    const monday = day - ((day + 3) % 7);
    return {
      key: `w:${monday}`,
      startsAt: startOfSiteDay(monday),
      endsAt: startOfSiteDay(monday + 7),
    };
  }
  const month = new Date(day * dayMs).toISOString().slice(0, 7);
  const [year = 1970, number = 1] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return {
    key: `m:${month}`,
    startsAt: siteMidnight(`${month}-01`) ?? 0,
    endsAt: siteMidnight(`${next}-01`) ?? 0,
  };
}

/** The period holding `nowMs`, clipped to the activity's run. */
export function periodOf(
  activity: { periodKind: TActivityPeriodKind; startsAt: number; endsAt: number },
  nowMs: number,
): TActivityPeriod {
  if (activity.periodKind === 'once')
    return { key: 'once', startsAt: activity.startsAt, endsAt: activity.endsAt };
  const period = rawPeriod(activity.periodKind, nowMs);
  return {
    key: period.key,
    startsAt: Math.max(period.startsAt, activity.startsAt),
    endsAt: Math.min(period.endsAt, activity.endsAt),
  };
}

/** How many periods of this kind the activity's run touches (for the cost preview). */
export function periodCount(activity: {
  periodKind: TActivityPeriodKind;
  startsAt: number;
  endsAt: number;
}): number {
  let count = 0;
  for (let at = activity.startsAt; at < activity.endsAt && count < 10_000; count += 1)
    at = periodOf(activity, at).endsAt;
  return count;
}
