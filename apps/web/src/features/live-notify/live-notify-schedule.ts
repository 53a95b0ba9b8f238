import type { TLiveNotification } from '@lottery/contracts';

/**
 * SPEC §9, the same as the contracts' `dayMs`; importing that value would put its module's zod
 * schemas (24 kB gzip) into the shell chunk.
 */
const dayMs = 86_400_000;

/**
 * Window offsets count from midnight in the site's time zone, Asia/Shanghai (see ZNotifyTime),
 * which has been UTC+8 without daylight saving since 1991, so a fixed offset is exact and the
 * schedule does not depend on the browser's zone.
 */
export const siteUtcOffsetMs = 8 * 3_600_000;

/** Epoch ms until which a dismissed notice stays away, by liveNotifyKey. */
export type TDismissals = Readonly<Record<string, number>>;

export interface TLiveNotifyInput {
  notifications: readonly TLiveNotification[];
  nowMs: number;
  dismissals: TDismissals;
  utcOffsetMs?: number;
}

export interface TVisibleLiveNotice {
  key: string;
  notification: TLiveNotification;
}

export interface TLiveNotifySchedule {
  visible: TVisibleLiveNotice[];
  /** When the visible set next changes; null when nothing will ever show. */
  nextChangeAtMs: number | null;
}

interface TSpan {
  startMs: number;
  endMs: number;
}

/** Notifications carry no id; these fields name one in the list and across reloads. */
export const liveNotifyKey = (n: TLiveNotification) => `${n.GameId}|${n.GameCode}|${n.Title}`;

/**
 * The windows of one notification as epoch spans from yesterday to tomorrow around nowMs:
 * enough to see the window that started yesterday and wraps past midnight, and the next start.
 * A window whose End is before its Start wraps past midnight; one whose End equals its Start
 * is empty.
 */
function spansAround(notification: TLiveNotification, nowMs: number, utcOffsetMs: number) {
  const dayStartMs = nowMs - mod(nowMs + utcOffsetMs, dayMs);
  const spans: TSpan[] = [];
  for (const { Start, End } of notification.NotifyTimes) {
    if (Start === End) continue;
    const lengthMs = End > Start ? End - Start : End + dayMs - Start;
    for (const day of [-1, 0, 1]) {
      const startMs = dayStartMs + day * dayMs + Start;
      spans.push({ startMs, endMs: startMs + lengthMs });
    }
  }
  return spans;
}

const mod = (a: number, n: number) => ((a % n) + n) % n;

/**
 * The end of the unbroken stretch of windows around atMs (overlapping or touching windows join),
 * or null when atMs is outside every window.
 */
function stretchEnd(spans: readonly TSpan[], atMs: number): number | null {
  let end: number | null = null;
  for (const span of spans) {
    if (span.startMs <= atMs && atMs < span.endMs) end = Math.max(end ?? 0, span.endMs);
  }
  if (end === null) return null;
  let isGrowing = true;
  while (isGrowing) {
    isGrowing = false;
    for (const span of spans) {
      if (span.startMs <= end && span.endMs > end) {
        end = span.endMs;
        isGrowing = true;
      }
    }
  }
  return end;
}

const isShownAt = (spans: readonly TSpan[], dismissedUntilMs: number, atMs: number) =>
  stretchEnd(spans, atMs) !== null && dismissedUntilMs <= atMs;

/**
 * Until when a dismissal made at nowMs lasts: the end of the window it was dismissed in, so the
 * notice comes back at the next window start. Null outside every window.
 */
export function dismissalEndMs(
  notification: TLiveNotification,
  nowMs: number,
  utcOffsetMs = siteUtcOffsetMs,
): number | null {
  return stretchEnd(spansAround(notification, nowMs, utcOffsetMs), nowMs);
}

/**
 * Which notifications show at nowMs (SPEC §4: inside one of their daily windows and not
 * dismissed) and when that next changes, so the caller sets one timer instead of polling.
 */
export function scheduleLiveNotifications({
  notifications,
  nowMs,
  dismissals,
  utcOffsetMs = siteUtcOffsetMs,
}: TLiveNotifyInput): TLiveNotifySchedule {
  const visible: TVisibleLiveNotice[] = [];
  let nextChangeAtMs: number | null = null;
  for (const notification of notifications) {
    const key = liveNotifyKey(notification);
    const spans = spansAround(notification, nowMs, utcOffsetMs);
    const dismissedUntilMs = dismissals[key] ?? 0;
    const isShownNow = isShownAt(spans, dismissedUntilMs, nowMs);
    if (isShownNow) visible.push({ key, notification });
    // Visibility can only flip at a window edge or a dismissal's end: the first such moment
    // where it differs from now is this notification's next change.
    const edges = [...spans.flatMap((s) => [s.startMs, s.endMs]), dismissedUntilMs]
      .filter((t) => t > nowMs)
      .sort((a, b) => a - b);
    const change = edges.find((t) => isShownAt(spans, dismissedUntilMs, t) !== isShownNow);
    if (change !== undefined && (nextChangeAtMs === null || change < nextChangeAtMs)) {
      nextChangeAtMs = change;
    }
  }
  return { visible, nextChangeAtMs };
}
