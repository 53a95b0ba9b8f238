import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSerials } from './draw-schedule-state.ts';
import {
  assertIssueSchedule,
  dateOfDayNumber,
  dayNumberOf,
  issueAt,
  issuesOfDay,
  type TIssueSchedule,
} from './issue-schedule.ts';

const minute = 60_000;
const hour = 60 * minute;
const utc = (iso: string) => Date.parse(iso);

/** 1-minute SSC, UTC+8, 1440 a day from 00:00. */
const oneMinute: TIssueSchedule = {
  timeZoneOffsetMinutes: 480,
  firstIssueTimeOfDayMs: 0,
  cycleMs: minute,
  issuesPerDay: 1440,
  sealSecondsBeforeDraw: 5,
  numberTemplate: 'YYYYMMDD-NNNN',
};
/** 5-minute game, 288 a day. */
const fiveMinute: TIssueSchedule = {
  ...oneMinute,
  cycleMs: 5 * minute,
  issuesPerDay: 288,
  sealSecondsBeforeDraw: 30,
  numberTemplate: 'YYYYMMDDNNN',
};
/** Sale hours 09:00–23:00, every 10 minutes (GD11x5 style). */
const saleHours: TIssueSchedule = {
  ...oneMinute,
  firstIssueTimeOfDayMs: 9 * hour,
  cycleMs: 10 * minute,
  issuesPerDay: 84,
  sealSecondsBeforeDraw: 60,
  numberTemplate: 'YYYYMMDD-NN',
};
/** 10:00 to 02:00 the next morning, every 10 minutes: the business day crosses midnight. */
const pastMidnight: TIssueSchedule = {
  ...saleHours,
  firstIssueTimeOfDayMs: 10 * hour,
  issuesPerDay: 96,
  numberTemplate: 'YYYYMMDD-NNN',
};
/** A never-resetting counter, BJPK10 style: 179 a day from 09:02, every 5 minutes. */
const counter: TIssueSchedule = {
  ...fiveMinute,
  firstIssueTimeOfDayMs: 9 * hour + 2 * minute,
  issuesPerDay: 179,
  numberTemplate: 'N',
  counterBase: { date: '2025-01-01', serial: 1000 },
};

describe('issuesOfDay', () => {
  it('lays out the 1-minute SSC', () => {
    const issues = issuesOfDay(oneMinute, '2025-01-01');
    expect(issues).toHaveLength(1440);
    expect(issues[0]).toEqual({
      serialNumber: '20250101-0001',
      startTimeStamp: utc('2024-12-31T16:00:00Z'),
      closeTimeStamp: utc('2024-12-31T16:00:55Z'),
      drawTimeStamp: utc('2024-12-31T16:01:00Z'),
      businessDate: '2025-01-01',
      dailyIndex: 1,
    });
    expect(issues[1]?.startTimeStamp).toBe(issues[0]?.drawTimeStamp);
    expect(issues[1439]?.serialNumber).toBe('20250101-1440');
    expect(issues[1439]?.drawTimeStamp).toBe(
      issuesOfDay(oneMinute, '2025-01-02')[0]?.startTimeStamp,
    );
  });

  it.each([
    [
      fiveMinute,
      '2025-03-09',
      288,
      '20250309001',
      '20250309288',
      '2025-03-08T16:00:00Z',
      '2025-03-09T15:55:00Z',
    ],
    [
      saleHours,
      '2025-03-09',
      84,
      '20250309-01',
      '20250309-84',
      '2025-03-09T01:00:00Z',
      '2025-03-09T14:50:00Z',
    ],
    [
      pastMidnight,
      '2025-03-09',
      96,
      '20250309-001',
      '20250309-096',
      '2025-03-09T02:00:00Z',
      '2025-03-09T17:50:00Z',
    ],
    [counter, '2025-01-02', 179, '1179', '1357', '2025-01-02T01:02:00Z', '2025-01-02T15:52:00Z'],
  ])('lays out %#', (schedule, date, count, first, last, firstStart, lastStart) => {
    const issues = issuesOfDay(schedule, date);
    expect(issues).toHaveLength(count);
    expect(issues[0]?.serialNumber).toBe(first);
    expect(issues.at(-1)?.serialNumber).toBe(last);
    expect(issues[0]?.startTimeStamp).toBe(utc(firstStart));
    expect(issues.at(-1)?.startTimeStamp).toBe(utc(lastStart));
    for (const issue of issues) {
      expect(issue.closeTimeStamp).toBe(
        issue.drawTimeStamp - schedule.sealSecondsBeforeDraw * 1000,
      );
      expect(issue.drawTimeStamp - issue.startTimeStamp).toBe(schedule.cycleMs);
    }
  });

  it('numbers with 2-digit years', () => {
    expect(
      issuesOfDay({ ...fiveMinute, numberTemplate: 'YYMMDD-NNN' }, '2026-11-22')[0]?.serialNumber,
    ).toBe('261122-001');
  });

  it('rejects bad schedules and dates', () => {
    expect(() => assertIssueSchedule({ ...oneMinute, numberTemplate: 'YYYYMMDD-NNN' })).toThrow(
      /cannot hold 1440/,
    );
    expect(() => assertIssueSchedule({ ...oneMinute, numberTemplate: 'YYYYMMDD' })).toThrow(
      /one run of Ns/,
    );
    expect(() => assertIssueSchedule({ ...oneMinute, issuesPerDay: 1441 })).toThrow(/24 hours/);
    expect(() => assertIssueSchedule({ ...oneMinute, sealSecondsBeforeDraw: 60 })).toThrow(
      /shorter/,
    );
    expect(() => assertIssueSchedule({ ...oneMinute, firstIssueTimeOfDayMs: 24 * hour })).toThrow(
      /under 24 h/,
    );
    expect(() => issuesOfDay(oneMinute, '2025-02-30')).toThrow(/no such date/);
    expect(() => issuesOfDay(oneMinute, '2025-1-1')).toThrow(/YYYY-MM-DD/);
    expect(() => issuesOfDay(counter, '2024-12-01')).toThrow(/counter base/);
    expect(dateOfDayNumber(dayNumberOf('2024-02-29'))).toBe('2024-02-29');
  });
});

describe('issueAt', () => {
  it.each([
    // 1-minute SSC: inside, during the seal, at the draw instant, across midnight.
    ['2024-12-31T16:00:00Z', '20250101-0001', oneMinute],
    ['2024-12-31T16:00:57Z', '20250101-0001', oneMinute],
    ['2024-12-31T16:01:00Z', '20250101-0002', oneMinute],
    ['2025-01-01T15:59:59.999Z', '20250101-1440', oneMinute],
    ['2025-01-01T16:00:00Z', '20250102-0001', oneMinute],
    // 5-minute game.
    ['2025-01-01T04:02:00Z', '20250101145', fiveMinute],
    // Sale hours: before opening, inside, the gap after 23:00, and the next day.
    ['2025-01-01T00:00:00Z', '20250101-01', saleHours],
    ['2025-01-01T01:15:00Z', '20250101-02', saleHours],
    ['2025-01-01T14:59:59Z', '20250101-84', saleHours],
    ['2025-01-01T15:00:00Z', '20250102-01', saleHours],
    ['2025-01-01T18:00:00Z', '20250102-01', saleHours],
    // Past midnight: 01:00 local on 2 January still belongs to 1 January's business day.
    ['2025-01-01T17:00:00Z', '20250101-091', pastMidnight],
    ['2025-01-01T18:00:00Z', '20250102-001', pastMidnight],
    // Counter: continues across days.
    ['2025-01-03T01:02:00Z', '1358', counter],
  ])('at %s: %s', (iso, serial, schedule) => {
    expect(issueAt(schedule, utc(iso)).serialNumber).toBe(serial);
  });

  it('uses the site time zone', () => {
    const utcSite = { ...oneMinute, timeZoneOffsetMinutes: 0 };
    expect(issueAt(utcSite, utc('2025-01-01T00:00:30Z')).serialNumber).toBe('20250101-0001');
    const west = { ...saleHours, timeZoneOffsetMinutes: -300 };
    expect(issueAt(west, utc('2025-01-01T03:00:00Z')).serialNumber).toBe('20241231-79');
    expect(issueAt(west, utc('2025-01-01T05:00:00Z')).serialNumber).toBe('20250101-01');
    expect(issueAt(west, utc('2025-01-01T05:00:00Z')).startTimeStamp).toBe(
      utc('2025-01-01T14:00:00Z'),
    );
  });

  const schedules = [oneMinute, fiveMinute, saleHours, pastMidnight, counter];
  const arbitrary = fc.record({
    schedule: fc.constantFrom(...schedules),
    now: fc.integer({ min: utc('2025-01-02T00:00:00Z'), max: utc('2099-12-31T00:00:00Z') }),
  });

  it('returns the issue whose window holds the time, or the next to open', () => {
    fc.assert(
      fc.property(arbitrary, ({ schedule, now }) => {
        const issue = issueAt(schedule, now);
        const day = issuesOfDay(schedule, issue.businessDate);
        expect(day[issue.dailyIndex - 1]).toEqual(issue);
        if (issue.startTimeStamp <= now) {
          expect(now).toBeLessThan(issue.drawTimeStamp);
        } else {
          // Nothing runs now: this is issue 1 and the previous business day has finished.
          expect(issue.dailyIndex).toBe(1);
          const previous = issuesOfDay(
            schedule,
            dateOfDayNumber(dayNumberOf(issue.businessDate) - 1),
          );
          expect(previous.at(-1)?.drawTimeStamp).toBeLessThanOrEqual(now);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('numbers strictly increase, and issues follow on, through a day and into the next', () => {
    fc.assert(
      fc.property(arbitrary, ({ schedule, now }) => {
        const { businessDate } = issueAt(schedule, now);
        const next = dateOfDayNumber(dayNumberOf(businessDate) + 1);
        const issues = [...issuesOfDay(schedule, businessDate), ...issuesOfDay(schedule, next)];
        for (let i = 1; i < issues.length; i += 1) {
          const [before, after] = [issues[i - 1], issues[i]];
          if (!before || !after) throw new Error('missing issue');
          expect(compareSerials(before.serialNumber, after.serialNumber)).toBeLessThan(0);
          expect(after.startTimeStamp).toBeGreaterThanOrEqual(before.drawTimeStamp);
          if (after.dailyIndex > 1) expect(after.startTimeStamp).toBe(before.drawTimeStamp);
        }
      }),
      { numRuns: 30 },
    );
  });
});
