/**
 * The rain's windows on the screen, by the server's rule (modules/activity/types/red-pack-rain):
 * each configured HH:MM is a time of the site day in UTC+8, the zone the server's activity
 * periods use whatever zone the page shows times in.
 */
const siteOffsetMs = 8 * 3_600_000;
const dayMs = 86_400_000;

export interface TRainConfig {
  Rains: readonly { Start: string; Seconds: number }[];
}

export interface TRainWindow {
  index: number;
  startsAt: number;
  endsAt: number;
}

export type TRainPhase =
  | { kind: 'raining'; window: TRainWindow; leftMs: number }
  | { kind: 'waiting'; window: TRainWindow; leftMs: number };

const siteDayOf = (ms: number) => Math.floor((ms + siteOffsetMs) / dayMs);

export function windowsOfDay(config: TRainConfig, day: number): TRainWindow[] {
  return config.Rains.map((rain, index) => {
    const minutes = Number(rain.Start.slice(0, 2)) * 60 + Number(rain.Start.slice(3, 5));
    const startsAt = day * dayMs - siteOffsetMs + minutes * 60_000;
    return { index, startsAt, endsAt: startsAt + rain.Seconds * 1000 };
  });
}

/** Today's windows (the site day of `nowMs`). */
export const windowsOfToday = (config: TRainConfig, nowMs: number) =>
  windowsOfDay(config, siteDayOf(nowMs));

/** The rain falling now, or the next one to start (today's, else tomorrow's first). */
export function rainPhase(config: TRainConfig, nowMs: number): TRainPhase | null {
  const today = windowsOfToday(config, nowMs);
  const falling = today.find((window) => window.startsAt <= nowMs && nowMs < window.endsAt);
  if (falling) return { kind: 'raining', window: falling, leftMs: falling.endsAt - nowMs };
  const next =
    today.find((window) => window.startsAt > nowMs) ??
    windowsOfDay(config, siteDayOf(nowMs) + 1)[0];
  return next ? { kind: 'waiting', window: next, leftMs: next.startsAt - nowMs } : null;
}
