import type { TLiveNotification } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import {
  dismissalEndMs,
  liveNotifyKey,
  scheduleLiveNotifications,
  siteUtcOffsetMs,
} from './live-notify-schedule.ts';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** Midnight of 2026-03-10 in Asia/Shanghai (16:00 UTC the day before). */
const midnight = Date.UTC(2026, 2, 9, 16);
const at = (hours: number, minutes = 0, day = 0) =>
  midnight + day * dayMs + hours * hourMs + minutes * 60_000;
const ofDay = (hours: number, minutes = 0) => hours * hourMs + minutes * 60_000;

const notice = (
  GameId: number,
  windows: [number, number][],
  Title = `game ${GameId}`,
): TLiveNotification => ({
  GameId,
  GameCode: `G${GameId}`,
  Title,
  Content: 'live now',
  NotifyTimes: windows.map(([Start, End]) => ({ Start, End })),
});

const schedule = (notifications: TLiveNotification[], nowMs: number, dismissals = {}) =>
  scheduleLiveNotifications({ notifications, nowMs, dismissals, utcOffsetMs: siteUtcOffsetMs });
const shownIds = (result: ReturnType<typeof schedule>) =>
  result.visible.map((v) => v.notification.GameId);

describe('scheduleLiveNotifications', () => {
  const morning = notice(1, [
    [ofDay(10), ofDay(12)],
    [ofDay(20), ofDay(22)],
  ]);

  it('shows a notice inside a window and says when it ends', () => {
    const result = schedule([morning], at(11));
    expect(shownIds(result)).toEqual([1]);
    expect(result.nextChangeAtMs).toBe(at(12));
  });

  it('hides it outside, with the next window start as the next change', () => {
    expect(schedule([morning], at(9)).visible).toEqual([]);
    expect(schedule([morning], at(9)).nextChangeAtMs).toBe(at(10));
    expect(schedule([morning], at(12)).visible).toEqual([]);
    expect(schedule([morning], at(12)).nextChangeAtMs).toBe(at(20));
    // After the last window of the day: tomorrow's first.
    expect(schedule([morning], at(23)).nextChangeAtMs).toBe(at(10, 0, 1));
  });

  it('treats the window start as inside and the end as outside', () => {
    expect(shownIds(schedule([morning], at(10)))).toEqual([1]);
    expect(shownIds(schedule([morning], at(12) - 1))).toEqual([1]);
    expect(shownIds(schedule([morning], at(12)))).toEqual([]);
  });

  it('keeps a dismissed notice away until its window ends, and back at the next start', () => {
    const until = dismissalEndMs(morning, at(10, 30), siteUtcOffsetMs);
    expect(until).toBe(at(12));
    const dismissals = { [liveNotifyKey(morning)]: until ?? 0 };
    const dismissed = schedule([morning], at(11), dismissals);
    expect(dismissed.visible).toEqual([]);
    // Nothing changes at 12:00 (the window ends anyway): the next change is 20:00.
    expect(dismissed.nextChangeAtMs).toBe(at(20));
    expect(shownIds(schedule([morning], at(20), dismissals))).toEqual([1]);
    expect(shownIds(schedule([morning], at(10, 0, 1), dismissals))).toEqual([1]);
  });

  it('has no dismissal end outside every window', () => {
    expect(dismissalEndMs(morning, at(15), siteUtcOffsetMs)).toBeNull();
  });

  describe('a window that wraps past midnight (22:00 to 02:00)', () => {
    const night = notice(2, [[ofDay(22), ofDay(2)]]);

    it('shows at 23:30 until 02:00 the next day', () => {
      const result = schedule([night], at(23, 30));
      expect(shownIds(result)).toEqual([2]);
      expect(result.nextChangeAtMs).toBe(at(2, 0, 1));
    });

    it('shows at 01:00 (the window began yesterday) until 02:00', () => {
      const result = schedule([night], at(1));
      expect(shownIds(result)).toEqual([2]);
      expect(result.nextChangeAtMs).toBe(at(2));
    });

    it('hides at 03:00 until 22:00', () => {
      const result = schedule([night], at(3));
      expect(result.visible).toEqual([]);
      expect(result.nextChangeAtMs).toBe(at(22));
    });

    it('dismissed at 01:00 stays away until 02:00 and is back at 22:00', () => {
      const until = dismissalEndMs(night, at(1), siteUtcOffsetMs);
      expect(until).toBe(at(2));
      const dismissals = { [liveNotifyKey(night)]: until ?? 0 };
      expect(schedule([night], at(1, 30), dismissals).visible).toEqual([]);
      expect(schedule([night], at(1, 30), dismissals).nextChangeAtMs).toBe(at(22));
      expect(shownIds(schedule([night], at(22), dismissals))).toEqual([2]);
    });
  });

  it('runs a window ending at 24:00 up to midnight', () => {
    const evening = notice(3, [[ofDay(19, 30), dayMs]]);
    expect(shownIds(schedule([evening], at(23, 59)))).toEqual([3]);
    expect(schedule([evening], at(23, 59)).nextChangeAtMs).toBe(at(0, 0, 1));
    expect(schedule([evening], at(0, 0, 1)).visible).toEqual([]);
  });

  it('joins touching windows into one stretch for dismissal and the next change', () => {
    const joined = notice(4, [
      [ofDay(8), ofDay(9)],
      [ofDay(9), ofDay(10)],
    ]);
    expect(schedule([joined], at(8, 30)).nextChangeAtMs).toBe(at(10));
    expect(dismissalEndMs(joined, at(8, 30), siteUtcOffsetMs)).toBe(at(10));
  });

  it('counts windows in the site time zone, not UTC', () => {
    // 14:30 UTC is 22:30 in Shanghai.
    const night = notice(2, [[ofDay(22), ofDay(2)]]);
    const nowMs = Date.UTC(2026, 2, 10, 14, 30);
    expect(shownIds(schedule([night], nowMs))).toEqual([2]);
    expect(
      scheduleLiveNotifications({ notifications: [night], nowMs, dismissals: {}, utcOffsetMs: 0 })
        .visible,
    ).toEqual([]);
  });

  it('takes the earliest change over several notices', () => {
    const a = notice(5, [[ofDay(10), ofDay(18)]]);
    const b = notice(6, [[ofDay(13), ofDay(14)]]);
    const result = schedule([a, b], at(12));
    expect(shownIds(result)).toEqual([5]);
    expect(result.nextChangeAtMs).toBe(at(13));
  });

  it('has no next change without windows, and ignores empty windows', () => {
    expect(schedule([notice(7, [])], at(12)).nextChangeAtMs).toBeNull();
    expect(schedule([notice(8, [[ofDay(12), ofDay(12)]])], at(12))).toEqual({
      visible: [],
      nextChangeAtMs: null,
    });
  });
});
