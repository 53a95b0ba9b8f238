import { maxGrabsPerRain, maxRainsPerDay, minuteOfRainStart } from '@lottery/contracts';
import { dayMs, siteOffsetMs } from '../../../../platform/site-date-range.ts';
import { siteDayNumberOf } from '../../activity-period.ts';

/**
 * The red-pack rain's clock: the configured HH:MM windows on each site day, and the claim
 * numbers of each rain. A claim's number is its slot (day of the period × 24 + rain) × 50 plus
 * the player's grab in that rain, with the schema's maxima as strides, so it is unique in any
 * period kind (a weekly activity's Monday rain and Tuesday rain differ) and decodes without
 * the configuration.
 */
export interface TRainSchedule {
  rains: { start: string; seconds: number }[];
}

export interface TRainWindow {
  /** The rain's place in the configured list. */
  index: number;
  startsAt: number;
  endsAt: number;
}

const startOfSiteDay = (day: number) => day * dayMs - siteOffsetMs;

export function windowsOfDay(schedule: TRainSchedule, day: number): TRainWindow[] {
  return schedule.rains.map((rain, index) => {
    const startsAt = startOfSiteDay(day) + minuteOfRainStart(rain.start) * 60_000;
    return { index, startsAt, endsAt: startsAt + rain.seconds * 1000 };
  });
}

/** The rain falling at `nowMs`, if any. */
export const rainAt = (schedule: TRainSchedule, nowMs: number): TRainWindow | null =>
  windowsOfDay(schedule, siteDayNumberOf(nowMs)).find(
    (window) => window.startsAt <= nowMs && nowMs < window.endsAt,
  ) ?? null;

/** The next rain to start after `nowMs` (today's, or else tomorrow's first). */
export function nextRainAfter(schedule: TRainSchedule, nowMs: number): TRainWindow {
  const day = siteDayNumberOf(nowMs);
  const later = windowsOfDay(schedule, day).find((window) => window.startsAt > nowMs);
  const tomorrow = windowsOfDay(schedule, day + 1)[0];
  const next = later ?? tomorrow;
  if (!next) throw new Error('a rain schedule has at least one rain');
  return next;
}

/** The first claim number of a rain: its slot's stride. */
export function rainBaseClaimNo(input: { periodStartsAt: number; nowMs: number; rain: number }) {
  const dayOfPeriod = siteDayNumberOf(input.nowMs) - siteDayNumberOf(input.periodStartsAt);
  return (dayOfPeriod * maxRainsPerDay + input.rain) * maxGrabsPerRain;
}

/** The rain (its place in the configuration) a claim number belongs to. */
export const rainOfClaimNo = (claimNo: number) =>
  Math.floor(claimNo / maxGrabsPerRain) % maxRainsPerDay;

/** HH:MM in site time, as the refusal's text names the next rain. */
export const siteClockText = (ms: number) =>
  new Date(ms + siteOffsetMs).toISOString().slice(11, 16);
