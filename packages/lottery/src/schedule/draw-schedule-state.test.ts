import { describe, expect, it } from 'vitest';
import { compareSerials, drawScheduleState } from './draw-schedule-state.ts';
import { issuesOfDay, type TIssueSchedule } from './issue-schedule.ts';

const oneMinute: TIssueSchedule = {
  timeZoneOffsetMinutes: 480,
  firstIssueTimeOfDayMs: 0,
  cycleMs: 60_000,
  issuesPerDay: 1440,
  sealSecondsBeforeDraw: 5,
  numberTemplate: 'YYYYMMDD-NNNN',
};
const issues = issuesOfDay(oneMinute, '2025-01-01');
const issue = (n: number) => {
  const found = issues[n - 1];
  if (!found) throw new Error(`no issue ${n}`);
  return found;
};
const serials = (list: readonly { serialNumber: string }[]) => list.map((i) => i.serialNumber);

describe('drawScheduleState (SPEC §4)', () => {
  it('open: the start has passed, the countdown runs to the seal', () => {
    const state = drawScheduleState(issues, { clientNowMs: issue(5).startTimeStamp + 10_000 });
    expect(state.current).toBe(issue(5));
    expect(state.waiting).toBe(false);
    expect(state.countdownMs).toBe(45_000);
    expect(serials(state.old)).toEqual(serials(issues.slice(0, 4)));
    expect(state.upcoming).toHaveLength(1435);
    expect(state.upcoming[0]).toBe(issue(6));
  });

  it('waiting: before the first start, the countdown runs to the start', () => {
    const state = drawScheduleState(issues, { clientNowMs: issue(1).startTimeStamp - 60_000 });
    expect(state.current).toBe(issue(1));
    expect(state.waiting).toBe(true);
    expect(state.countdownMs).toBe(60_000);
    expect(state.old).toEqual([]);
  });

  it('waiting: during a seal the next issue is current but not yet started', () => {
    const state = drawScheduleState(issues, { clientNowMs: issue(5).startTimeStamp + 57_000 });
    expect(state.current).toBe(issue(6));
    expect(state.waiting).toBe(true);
    expect(state.countdownMs).toBe(3_000);
    expect(state.old.at(-1)).toBe(issue(5));
  });

  it('the close time itself belongs to the next issue', () => {
    const state = drawScheduleState(issues, { clientNowMs: issue(5).closeTimeStamp });
    expect(state.current).toBe(issue(6));
  });

  it('all old: no issue left, the game waits', () => {
    const state = drawScheduleState(issues, { clientNowMs: issue(1440).closeTimeStamp });
    expect(state).toEqual({
      current: undefined,
      upcoming: [],
      old: issues.slice(-20),
      waiting: true,
      countdownMs: 0,
    });
    expect(drawScheduleState([], { clientNowMs: 0 }).current).toBeUndefined();
  });

  it('old issues are limited to the last 20 by default, or the given length', () => {
    const now = issue(100).startTimeStamp + 1;
    expect(serials(drawScheduleState(issues, { clientNowMs: now }).old)).toEqual(
      serials(issues.slice(79, 99)),
    );
    expect(serials(drawScheduleState(issues, { clientNowMs: now, oldIssueLength: 5 }).old)).toEqual(
      serials(issues.slice(94, 99)),
    );
    expect(drawScheduleState(issues, { clientNowMs: now, oldIssueLength: 0 }).old).toEqual([]);
    expect(() => drawScheduleState(issues, { clientNowMs: now, oldIssueLength: -1 })).toThrow();
  });

  it('applies the server/client clock offset (server − client)', () => {
    const serverNow = issue(5).startTimeStamp + 10_000;
    const ahead = drawScheduleState(issues, {
      clientNowMs: serverNow - 30_000,
      serverOffsetMs: 30_000,
    });
    expect(ahead.current).toBe(issue(5));
    expect(ahead.countdownMs).toBe(45_000);
    const behind = drawScheduleState(issues, {
      clientNowMs: serverNow + 50_000,
      serverOffsetMs: -50_000,
    });
    expect(behind.current).toBe(issue(5));
    expect(drawScheduleState(issues, { clientNowMs: serverNow - 30_000 }).current).toBe(issue(4));
  });

  it('skips issues at or before the closed serial', () => {
    const now = issue(5).startTimeStamp + 10_000;
    const closedFive = drawScheduleState(issues, {
      clientNowMs: now,
      closedSerial: issue(5).serialNumber,
    });
    expect(closedFive.current).toBe(issue(6));
    expect(closedFive.waiting).toBe(true);
    expect(closedFive.countdownMs).toBe(50_000);
    expect(closedFive.old.at(-1)).toBe(issue(5));
    const closedSeven = drawScheduleState(issues, {
      clientNowMs: now,
      closedSerial: '20250101-0007',
    });
    expect(closedSeven.current).toBe(issue(8));
    expect(serials(closedSeven.old).slice(-3)).toEqual([
      '20250101-0005',
      '20250101-0006',
      '20250101-0007',
    ]);
    const closedEarlier = drawScheduleState(issues, {
      clientNowMs: now,
      closedSerial: '20250101-0002',
    });
    expect(closedEarlier.current).toBe(issue(5));
  });

  it('orders serials by length, then characters', () => {
    expect(compareSerials('9', '10')).toBeLessThan(0);
    expect(compareSerials('20250101-0002', '20250101-0001')).toBeGreaterThan(0);
    expect(compareSerials('1357', '1357')).toBe(0);
  });
});
